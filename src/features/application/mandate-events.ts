import type { MandateStatus } from '@/model/application'

/**
 * What each provider event means for a lead's mandate (GoCardless's mandate actions; the local
 * sandbox sends the same). Actions not listed change nothing.
 */
const STATUS_BY_ACTION: Record<string, MandateStatus> = {
  created: 'pending_submission',
  customer_approval_granted: 'pending_submission',
  resubmission_requested: 'pending_submission',
  submitted: 'submitted',
  active: 'active',
  reinstated: 'active',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
  consumed: 'consumed',
  blocked: 'blocked',
  suspended_by_payer: 'suspended_by_payer',
}

export type MandateChange = { mandateStatus: MandateStatus; at: string }

/** The mandate state a mandates event sets, or null for events this application does not act on. */
export function mandateChange(event: { resourceType: string; action: string; createdAt: string }): MandateChange | null {
  if (event.resourceType !== 'mandates') return null
  const mandateStatus = STATUS_BY_ACTION[event.action]
  return mandateStatus ? { mandateStatus, at: event.createdAt } : null
}

/**
 * Events arrive out of order and more than once: a change applies only when it is newer than the
 * one the lead holds (same instant: the later state in the mandate's life wins).
 */
const ORDER: MandateStatus[] = ['pending_customer_approval', 'pending_submission', 'submitted', 'active', 'suspended_by_payer', 'consumed', 'blocked', 'failed', 'cancelled', 'expired']

export function supersedes(change: MandateChange, held: { mandateStatus?: MandateStatus | null; at?: string | null }): boolean {
  if (!held.at || !held.mandateStatus) return true
  const a = Date.parse(change.at)
  const b = Date.parse(held.at)
  if (a !== b) return a > b
  return ORDER.indexOf(change.mandateStatus) > ORDER.indexOf(held.mandateStatus)
}
