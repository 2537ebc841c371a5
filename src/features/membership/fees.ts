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
  Corporate: (fee: string) => `Membership fee £${fee} pcm per member`,
} as const

/**
 * The fee line for a membership, or null when there is nothing true to say: no price for age 18,
 * or a membership (Social) the spec gives no wording for.
 */
export function feeText(membership: string, prices: readonly MembershipPrice[] | null | undefined): string | null {
  if (membership !== 'Club' && membership !== 'Corporate') return null
  const fee = adultMonthlyFee(prices)
  return fee === undefined ? null : FEE_TEXT[membership](formatPounds(fee))
}
