import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { DirectDebitEvent, Mandate } from '@/integrations/direct-debit/port'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import type { MandateStatus } from '@/model/application'

import { mandateChange, supersedes } from './mandate-events'

export type AppliedEvents = { applied: number; repeated: number; ignored: number; refreshed: number }

/** Reads a mandate's current state from the provider (the port's getMandate). */
export type ReadMandate = (mandateId: string) => Promise<Mandate | null>

type LeadPayment = { id: number; payment?: { mandateId?: string | null; mandateStatus?: MandateStatus | null; mandateStatusAt?: string | null; billingRequestId?: string | null } | null }

/**
 * Applies the provider's webhook events to the leads they are about, each event once: its id is
 * recorded in the same transaction as the change it makes, so a repeated delivery (the provider
 * retries until it gets a 2xx) changes nothing, and two deliveries at once cannot both apply it.
 *
 * The provider does not promise that a billing request's `fulfilled` (which tells us the lead's
 * mandate) comes before that mandate's own events, which name only the mandate. So when
 * `fulfilled` links a mandate to a lead, the mandate's current state is read from the provider
 * and stored: events that came earlier, and found no lead, are covered by it.
 */
export async function applyDirectDebitEvents(payload: Payload, events: DirectDebitEvent[], readMandate: ReadMandate): Promise<AppliedEvents> {
  const tally: AppliedEvents = { applied: 0, repeated: 0, ignored: 0, refreshed: 0 }
  const linked: { leadId: number; mandateId: string }[] = []
  for (const event of events) {
    await withTransaction(payload, async (req) => {
      const fresh = await sqlInTransaction<{ id: string }>(
        req,
        sql`INSERT INTO direct_debit_events (id, resource_type, action, event_created_at) VALUES (${event.id}, ${event.resourceType}, ${event.action}, ${event.createdAt})
            ON CONFLICT (id) DO NOTHING RETURNING id`,
      )
      if (!fresh.length) {
        tally.repeated++
        return
      }
      const lead = await leadFor(payload, event, req)
      if (!lead) {
        tally.ignored++
        return
      }
      const payment = { ...lead.payment }
      let changed = false
      // The lead's current billing request was fulfilled: its mandate is the lead's now, replacing
      // one that failed or was cancelled before.
      if (event.resourceType === 'billing_requests' && event.action === 'fulfilled' && event.mandateId && event.billingRequestId === payment.billingRequestId) {
        if (payment.mandateId !== event.mandateId) Object.assign(payment, { mandateId: event.mandateId, mandateStatus: null, mandateStatusAt: null })
        linked.push({ leadId: lead.id, mandateId: event.mandateId })
        changed = true
      }
      const change = mandateChange(event)
      if (change && event.mandateId === (payment.mandateId ?? event.mandateId) && supersedes(change, { mandateStatus: payment.mandateStatus, at: payment.mandateStatusAt })) {
        Object.assign(payment, { mandateId: event.mandateId, mandateStatus: change.mandateStatus, mandateStatusAt: change.at })
        changed = true
      }
      if (!changed) {
        tally.ignored++
        return
      }
      await payload.update({ collection: 'leads', id: lead.id, data: { payment } as never, overrideAccess: true, req, context: { system: 'direct-debit webhook' } })
      tally.applied++
    })
  }
  for (const { leadId, mandateId } of linked) if (await refreshMandate(payload, leadId, mandateId, readMandate)) tally.refreshed++
  return tally
}

/** Stores a mandate's current state on its lead, as of now (so only later events change it). */
async function refreshMandate(payload: Payload, leadId: number, mandateId: string, readMandate: ReadMandate): Promise<boolean> {
  const mandate = await readMandate(mandateId)
  if (!mandate) return false
  return withTransaction(payload, async (req) => {
    const [row] = await sqlInTransaction<{ id: number }>(req, sql`SELECT id FROM leads WHERE id = ${leadId} AND payment_mandate_id = ${mandateId} FOR UPDATE`)
    if (!row) return false
    const lead = (await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, req, select: { payment: true } })) as unknown as LeadPayment
    const now = new Date().toISOString()
    if (!supersedes({ mandateStatus: mandate.status, at: now }, { mandateStatus: lead.payment?.mandateStatus, at: lead.payment?.mandateStatusAt })) return false
    const payment = { ...lead.payment, mandateStatus: mandate.status, mandateStatusAt: now }
    await payload.update({ collection: 'leads', id: leadId, data: { payment } as never, overrideAccess: true, req, context: { system: 'direct-debit mandate read' } })
    return true
  })
}

/** The lead a mandate or billing request belongs to (locked for this transaction). */
async function leadFor(payload: Payload, event: DirectDebitEvent, req: Parameters<typeof sqlInTransaction>[0]): Promise<LeadPayment | null> {
  const [row] = await sqlInTransaction<{ id: number }>(
    req,
    sql`SELECT id FROM leads WHERE (${event.mandateId}::text IS NOT NULL AND payment_mandate_id = ${event.mandateId})
        OR (${event.billingRequestId}::text IS NOT NULL AND payment_billing_request_id = ${event.billingRequestId})
        ORDER BY id LIMIT 1 FOR UPDATE`,
  )
  if (!row) return null
  return (await payload.findByID({ collection: 'leads', id: row.id, depth: 0, overrideAccess: true, req, select: { payment: true } })) as unknown as LeadPayment
}
