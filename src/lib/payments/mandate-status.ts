/**
 * A direct-debit mandate's states, as GoCardless names them (the local sandbox uses the same):
 * shared by the direct-debit port and the lead that keeps its applicant's mandate.
 */
export const MANDATE_STATUSES = [
  'pending_customer_approval',
  'pending_submission',
  'submitted',
  'active',
  'failed',
  'cancelled',
  'expired',
  'consumed',
  'blocked',
  'suspended_by_payer',
] as const
export type MandateStatus = (typeof MANDATE_STATUSES)[number]
