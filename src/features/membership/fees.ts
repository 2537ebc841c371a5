/** The fee line of the /book-a-tour page (spec 000 sections 3 and 9). */

export type MembershipPrice = { minimumAge: number; monthlyFee: number }

/** The fee line quotes the adult price: the entry whose minimum age is 18. */
export const FEE_LINE_MINIMUM_AGE = 18

/** Whole pounds without pence ("150"); anything else with two decimals ("149.50"). */
export function formatPounds(amount: number): string {
  // Rounded to the penny first, so 149.999 reads "150", not "150.00".
  const pence = Math.round(amount * 100)
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2)
}

/** The monthly fee at age 18, or undefined when staff have not set a usable one. */
export function adultMonthlyFee(prices: readonly MembershipPrice[] | null | undefined): number | undefined {
  const fee = prices?.find((p) => p.minimumAge === FEE_LINE_MINIMUM_AGE)?.monthlyFee
  return typeof fee === 'number' && Number.isFinite(fee) && fee >= 0 ? fee : undefined
}

const FEE_TEXT = {
  Club: (fee: string) => `Membership fee from £${fee} per month`,
  // The spec words Club's and Corporate's lines only; Social, priced like Club by age, reads as Club does (docs/decisions/073).
  Social: (fee: string) => `Membership fee from £${fee} per month`,
  Corporate: (fee: string) => `Membership fee £${fee} pcm per member`,
} as const

const hasWording = (membership: string): membership is keyof typeof FEE_TEXT => Object.hasOwn(FEE_TEXT, membership)

/**
 * The fee line for a membership, or null when there is nothing true to say: no price for age 18,
 * or a membership the site has no wording for.
 */
export function feeText(membership: string, prices: readonly MembershipPrice[] | null | undefined): string | null {
  if (!hasWording(membership)) return null
  const fee = adultMonthlyFee(prices)
  return fee === undefined ? null : FEE_TEXT[membership](formatPounds(fee))
}
