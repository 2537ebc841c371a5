import { ageOn } from './person-rules'

/**
 * What a membership costs, from the membership type the back office edits (Content > Membership
 * types): the monthly fee for a person's age (the price with the highest minimum age they have
 * reached), the joining fee (0 means none) and the minimum term. A company pays the same for each
 * member, by each member's age. Decision 052.
 */

export const DEFAULT_TERM_MONTHS = 12

export type FeeSettings = {
  prices?: { minimumAge: number; monthlyFee: number }[] | null
  joiningFee?: number | null
  termMonths?: number | null
}

/** The monthly fee for someone of `age`: the price with the highest minimum age at or below it; null when none applies. */
export function monthlyFeeFor(prices: FeeSettings['prices'], age: number | null): number | null {
  if (age === null) return null
  const applicable = (prices ?? []).filter((p) => p.minimumAge <= age).sort((a, b) => b.minimumAge - a.minimumAge)
  return applicable[0]?.monthlyFee ?? null
}

export type FeeQuote = {
  /** One line per monthly fee: how many people pay it (one line for an individual). */
  lines: { monthlyFee: number; people: number }[]
  /** People whose fee cannot be worked out (no date of birth, or no price for their age). */
  unpriced: number
  monthlyTotal: number
  /** Per person; 0 means no joining fee. */
  joiningFee: number
  joiningTotal: number
  termMonths: number
}

/** The fees for the people named (by date of birth), on the day `now` falls on in London. */
export function quoteFees(settings: FeeSettings, datesOfBirth: (string | null | undefined)[], now: Date = new Date()): FeeQuote {
  const byFee = new Map<number, number>()
  let unpriced = 0
  for (const dob of datesOfBirth) {
    const fee = monthlyFeeFor(settings.prices, ageOn(dob, now))
    if (fee === null) unpriced++
    else byFee.set(fee, (byFee.get(fee) ?? 0) + 1)
  }
  const lines = [...byFee].map(([monthlyFee, people]) => ({ monthlyFee, people })).sort((a, b) => a.monthlyFee - b.monthlyFee)
  const joiningFee = Math.max(0, settings.joiningFee ?? 0)
  return {
    lines,
    unpriced,
    monthlyTotal: lines.reduce((sum, l) => sum + l.monthlyFee * l.people, 0),
    joiningFee,
    joiningTotal: joiningFee * datesOfBirth.length,
    termMonths: settings.termMonths && settings.termMonths > 0 ? settings.termMonths : DEFAULT_TERM_MONTHS,
  }
}

/** £150, £1,250, £62.50: whole pounds without pence. */
export function formatPounds(value: number): string {
  return `£${value.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`
}

/** "12 months", "1 month". */
export const termText = (months: number): string => `${months} ${months === 1 ? 'month' : 'months'}`
