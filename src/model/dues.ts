/**
 * Membership dues (issue 34, docs/decisions/061): what a paying application (a person, or a company
 * for all its members) owes each month, fixed when the committee approves it, collected on the
 * mandate the applicant set up. The records are written by the dues feature only.
 */

/**
 * Where the start of collection stands: queued at approval, done by the worker (retried while the
 * provider fails), or waiting for staff: no mandate to collect on, or no price for someone's age.
 */
export const COLLECTION_STATES = ['queued', 'started', 'no-mandate', 'no-price', 'ended'] as const
export type CollectionState = (typeof COLLECTION_STATES)[number]
export const COLLECTION_STATE_LABELS: Record<CollectionState, string> = { queued: 'Waiting to start', started: 'Collecting', 'no-mandate': 'No mandate', 'no-price': 'No price for an age', ended: 'Ended (resigned)' }

/**
 * A member's standing: good; a payment failed and is being tried again; in arrears (a second
 * failure, a charge-back or a cancelled mandate) until the balance is paid or staff waive it.
 */
export const STANDINGS = ['good', 'retrying', 'arrears'] as const
export type Standing = (typeof STANDINGS)[number]
export const STANDING_LABELS: Record<Standing, string> = { good: 'Good', retrying: 'Payment being retried', arrears: 'In arrears' }

export const PAYMENT_KINDS = ['joining', 'monthly', 'balance'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = { joining: 'Joining fee', monthly: 'Monthly fee', balance: 'Balance in arrears' }

/** The provider's payment states, in words a member reads. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending_customer_approval: 'Awaiting approval',
  pending_submission: 'Scheduled',
  submitted: 'Requested from your bank',
  confirmed: 'Collected',
  paid_out: 'Collected',
  cancelled: 'Cancelled',
  customer_approval_denied: 'Refused',
  failed: 'Failed',
  charged_back: 'Charged back by your bank',
}
export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABELS)
/** The same states as staff and the accountants read them: collected and paid out to the club differ. */
export const PAYMENT_STATUS_STAFF_LABELS: Record<string, string> = {
  ...PAYMENT_STATUS_LABELS,
  submitted: 'Submitted to the bank',
  confirmed: 'Confirmed',
  paid_out: 'Paid out',
  charged_back: 'Charged back',
}

/** Pounds (the back office's fees) to the provider's pence, and back. */
export const toPence = (pounds: number): number => Math.round(pounds * 100)
export const toPounds = (pence: number): number => pence / 100
