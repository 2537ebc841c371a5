import type { PaymentKind, Standing } from '@/model/dues'

/**
 * How one provider event changes a payment and its member's standing (issue 34 §3, decision 061),
 * as a pure rule: the caller applies each event once and reads the payment's current state from
 * the provider, so only the event's action and the counts matter, never the order of arrival.
 */
export type PaymentFacts = { kind: PaymentKind; amount: number; failures: number; retried: boolean }
export type DuesFacts = { standing: Standing; balance: number }

export type Effect = {
  failures: number
  /** Ask the provider to try this payment once more (it will not by itself). */
  retry: boolean
  standing: Standing
  balance: number
  /** The member has just fallen into arrears (for arrearsSince and the e-mail). */
  intoArrears: boolean
}

/**
 * `providerRetries`: the provider said it will try again by itself; `retryFailed`: Settings > Dues
 * want a first failure tried once more (else it is arrears at once, unless the provider retries).
 */
export function applyPaymentAction(action: string, payment: PaymentFacts, dues: DuesFacts, providerRetries: boolean, retryFailed = true): Effect {
  const effect: Effect = { failures: payment.failures, retry: false, standing: dues.standing, balance: dues.balance, intoArrears: false }
  const arrears = (owed: number) => {
    effect.intoArrears = effect.standing !== 'arrears'
    effect.standing = 'arrears'
    effect.balance = dues.balance + owed
  }
  if (action === 'failed') {
    effect.failures = payment.failures + 1
    // A balance that fails was owed already: nothing more is owed, and it is not tried again.
    if (payment.kind === 'balance') {
      arrears(0)
      return effect
    }
    // A first failure is tried again once, by the provider when its retries are on, else by us.
    if (effect.failures === 1 && (providerRetries || retryFailed)) {
      effect.retry = !providerRetries && !payment.retried
      if (effect.standing === 'good') effect.standing = 'retrying'
    } else arrears(payment.amount)
  } else if (action === 'charged_back') {
    arrears(payment.amount)
  } else if (action === 'confirmed') {
    // Only `confirmed` settles anything: `paid_out` follows it for the same money.
    if (payment.kind === 'balance' && dues.standing === 'arrears') {
      effect.balance = Math.max(0, dues.balance - payment.amount)
      if (effect.balance === 0) effect.standing = 'good'
    } else if (dues.standing === 'retrying' && payment.failures > 0) effect.standing = 'good'
  }
  return effect
}
