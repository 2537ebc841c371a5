import { toPence } from '../money'

/** Orders are priced and charged in pounds sterling. */
const CURRENCY = 'gbp'

/**
 * What staff should know when the provider's payment is not the order's total in pounds (a price
 * changed at the provider, a discount given there, another currency): the order is still paid (the
 * money was taken), and its staff notes say so for the events team to check.
 */
export function paymentMismatch(amountPence: number, currency: string | null | undefined, totalPounds: number): string | null {
  const expected = toPence(totalPounds)
  const otherCurrency = Boolean(currency) && currency!.toLowerCase() !== CURRENCY
  if (amountPence === expected && !otherCurrency) return null
  const paid = otherCurrency ? `${(amountPence / 100).toFixed(2)} ${currency!.toUpperCase()}` : `£${(amountPence / 100).toFixed(2)}`
  return `Payment check: the provider reports ${paid} paid; the order's total is £${totalPounds.toFixed(2)}. Check the payment with the provider.`
}
