import { describe, expect, it } from 'vitest'

import { applyPaymentAction } from './standing'

const monthly = { kind: 'monthly' as const, amount: 150, failures: 0, retried: false }
const good = { standing: 'good' as const, balance: 0 }

describe('a payment event and the member’s standing', () => {
  it('a first failure is retried by us when the provider will not, and the member is being retried', () => {
    expect(applyPaymentAction('failed', monthly, good, false)).toEqual({ failures: 1, retry: true, standing: 'retrying', balance: 0, intoArrears: false })
    // The provider's own retries: we ask for none.
    expect(applyPaymentAction('failed', monthly, good, true)).toMatchObject({ failures: 1, retry: false, standing: 'retrying' })
  })

  it('with Settings > Dues not trying again, a first failure is arrears at once, unless the provider retries by itself', () => {
    expect(applyPaymentAction('failed', monthly, good, false, false)).toEqual({ failures: 1, retry: false, standing: 'arrears', balance: 150, intoArrears: true })
    expect(applyPaymentAction('failed', monthly, good, true, false)).toMatchObject({ failures: 1, retry: false, standing: 'retrying', intoArrears: false })
  })

  it('a second failure puts the member in arrears with the amount owed', () => {
    const once = { ...monthly, failures: 1, retried: true }
    expect(applyPaymentAction('failed', once, { standing: 'retrying', balance: 0 }, false)).toEqual({ failures: 2, retry: false, standing: 'arrears', balance: 150, intoArrears: true })
    // Already in arrears: the balance grows, and it is not a new fall into arrears.
    expect(applyPaymentAction('failed', once, { standing: 'arrears', balance: 150 }, false)).toMatchObject({ standing: 'arrears', balance: 300, intoArrears: false })
  })

  it('a retried payment confirmed puts the member back in good standing; paid_out changes nothing more', () => {
    const retried = { ...monthly, failures: 1, retried: true }
    expect(applyPaymentAction('confirmed', retried, { standing: 'retrying', balance: 0 }, false)).toMatchObject({ standing: 'good' })
    expect(applyPaymentAction('paid_out', retried, { standing: 'retrying', balance: 0 }, false)).toMatchObject({ standing: 'retrying' })
  })

  it('a charge-back after confirmation reverses it: arrears for its amount', () => {
    expect(applyPaymentAction('charged_back', monthly, good, false)).toEqual({ failures: 0, retry: false, standing: 'arrears', balance: 150, intoArrears: true })
  })

  it('a balance payment confirmed settles the arrears it covers; one that fails is not retried', () => {
    const balance = { kind: 'balance' as const, amount: 150, failures: 0, retried: false }
    expect(applyPaymentAction('confirmed', balance, { standing: 'arrears', balance: 150 }, false)).toMatchObject({ standing: 'good', balance: 0 })
    expect(applyPaymentAction('confirmed', { ...balance, amount: 100 }, { standing: 'arrears', balance: 150 }, false)).toMatchObject({ standing: 'arrears', balance: 50 })
    expect(applyPaymentAction('failed', balance, { standing: 'arrears', balance: 150 }, false)).toMatchObject({ retry: false, standing: 'arrears', balance: 150 })
  })
})
