import { describe, expect, it } from 'vitest'

import { paymentMismatch } from './payment-check'

describe('the payment check of a paid order', () => {
  it('says nothing when the provider took the total in pounds', () => {
    expect(paymentMismatch(17_500, 'gbp', 175)).toBeNull()
    expect(paymentMismatch(17_500, 'GBP', 175)).toBeNull()
    // The provider's own status check carries no currency.
    expect(paymentMismatch(2_250, null, 22.5)).toBeNull()
  })

  it('tells staff when the amount or the currency is not the order’s', () => {
    expect(paymentMismatch(100, 'gbp', 175)).toBe("Payment check: the provider reports £1.00 paid; the order's total is £175.00. Check the payment with the provider.")
    expect(paymentMismatch(17_600, 'gbp', 175)).toContain('£176.00 paid')
    expect(paymentMismatch(17_500, 'usd', 175)).toBe("Payment check: the provider reports 175.00 USD paid; the order's total is £175.00. Check the payment with the provider.")
  })
})
