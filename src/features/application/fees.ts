import { formatPounds, termText, type FeeQuote } from '@/model/membership-fees'

/** The membership team's line when the fees cannot be shown (no membership type, or a date of birth no price covers). */
export const FEES_UNKNOWN = 'Our membership team will confirm your fees before anything is collected.'

const people = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`

/**
 * What an applicant pays, in plain words, as label and text rows: the payment step shows them
 * before the bank's page, the summary beside the answers. A company's rows say the fee per
 * member, how many members it is for, and the total. Decision 052.
 */
export function feeRows(quote: FeeQuote | null, corporate = false): [string, string][] {
  if (!quote || quote.unpriced > 0 || !quote.lines.length) return [['Fees', FEES_UNKNOWN]]
  const count = quote.lines.reduce((n, l) => n + l.people, 0)
  const monthly: string = !corporate
    ? `${formatPounds(quote.monthlyTotal)} a month (the fee at your age)`
    : quote.lines.length === 1
      ? `${formatPounds(quote.lines[0]!.monthlyFee)} a month for each member × ${people(count)} = ${formatPounds(quote.monthlyTotal)} a month`
      : `${quote.lines.map((l) => `${people(l.people)} at ${formatPounds(l.monthlyFee)}`).join(', ')} (by age) = ${formatPounds(quote.monthlyTotal)} a month`
  const joining =
    quote.joiningFee === 0
      ? 'None'
      : corporate
        ? `${formatPounds(quote.joiningFee)} for each member × ${people(count)} = ${formatPounds(quote.joiningTotal)}, once, with the first month`
        : `${formatPounds(quote.joiningFee)}, once, with the first month`
  return [
    ['Monthly fee', monthly],
    ['Joining fee', joining],
    ['Minimum term', `${termText(quote.termMonths)}, then month to month`],
  ]
}
