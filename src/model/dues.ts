/**
 * Membership dues (issue 34, docs/decisions/061): what a paying application (a person, or a company
 * for all its members) owes each month, fixed when the committee approves it, collected on the
 * mandate the applicant set up. The records are written by the dues feature only.
 */

/**
 * Where the start of collection stands: queued at approval, done by the worker (retried while the
 * provider fails), or waiting for staff: no mandate to collect on, no price for someone's age, or
 * the subscription ended at the provider though nobody here ended it (until a new mandate).
 */
export const COLLECTION_STATES = ['queued', 'started', 'no-mandate', 'no-price', 'stopped', 'ended'] as const
export type CollectionState = (typeof COLLECTION_STATES)[number]
export const COLLECTION_STATE_LABELS: Record<CollectionState, string> = { queued: 'Waiting to start', started: 'Collecting', 'no-mandate': 'No mandate', 'no-price': 'No price for an age', stopped: 'Stopped at the provider', ended: 'Ended (resigned)' }

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

/**
 * Settings > Dues (issue 34 §3): what the back office decides about failures and arrears. The
 * defaults are the rule of decision 061: a first failure tried once more, then arrears; a member in
 * arrears books no table and buys no ticket to a members' event; staff extend by 90 days at most.
 */
export const DUES_SETTINGS_SLUG = 'dues-settings'
export const ARREARS_HOLDS = [
  { value: 'tables', label: 'Booking tables' },
  { value: 'member-tickets', label: 'Buying tickets to members’ events' },
] as const
export type ArrearsHold = (typeof ARREARS_HOLDS)[number]['value']
export type DuesSettings = { retryFailedPayments: boolean; maxExtensionDays: number; arrearsHoldBack: ArrearsHold[] }
export const DUES_SETTINGS_DEFAULTS: DuesSettings = { retryFailedPayments: true, maxExtensionDays: 90, arrearsHoldBack: ['tables', 'member-tickets'] }
/** The longest extension the setting may allow: a year; beyond that, waive. */
export const EXTENSION_DAYS_LIMIT = 365

/** The stored settings, each missing or unreadable value at its default. */
export function duesSettingsOf(saved: Partial<Record<keyof DuesSettings, unknown>> | null | undefined): DuesSettings {
  const holds = Array.isArray(saved?.arrearsHoldBack) ? saved.arrearsHoldBack.filter((v): v is ArrearsHold => ARREARS_HOLDS.some((h) => h.value === v)) : null
  const days = typeof saved?.maxExtensionDays === 'number' && saved.maxExtensionDays >= 1 ? Math.min(EXTENSION_DAYS_LIMIT, Math.floor(saved.maxExtensionDays)) : null
  return {
    retryFailedPayments: typeof saved?.retryFailedPayments === 'boolean' ? saved.retryFailedPayments : DUES_SETTINGS_DEFAULTS.retryFailedPayments,
    maxExtensionDays: days ?? DUES_SETTINGS_DEFAULTS.maxExtensionDays,
    arrearsHoldBack: holds ?? DUES_SETTINGS_DEFAULTS.arrearsHoldBack,
  }
}
