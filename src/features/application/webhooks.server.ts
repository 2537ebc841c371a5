import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { DirectDebitEvent } from '@/integrations/direct-debit/port'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import type { MandateStatus } from '@/model/application'

import { mandateChange, supersedes } from './mandate-events'

export type AppliedEvents = { applied: number; repeated: number; ignored: number }

type LeadPayment = { id: number; payment?: { mandateId?: string | null; mandateStatus?: MandateStatus | null; mandateStatusAt?: string | null; billingRequestId?: string | null } | null }

/**
 * Applies the provider's webhook events to the leads they are about, each event once: its id is
 * recorded in the same transaction as the change it makes, so a repeated delivery (the provider
 * retries until it gets a 2xx) changes nothing, and two deliveries at once cannot both apply it.
 */
export async function applyDirectDebitEvents(payload: Payload, events: DirectDebitEvent[]): Promise<AppliedEvents> {
  const tally: AppliedEvents = { applied: 0, repeated: 0, ignored: 0 }
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
      // The billing request was fulfilled: the mandate it made belongs to this lead.
      if (event.resourceType === 'billing_requests' && event.action === 'fulfilled' && event.mandateId && !payment.mandateId) {
        payment.mandateId = event.mandateId
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
  return tally
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
