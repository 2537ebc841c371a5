import 'server-only'

import type { Payload } from 'payload'

import type { DirectDebitPort } from '@/integrations/direct-debit/port'
import { getEmailPort } from '@/integrations/email/port'
import { sqlRows } from '@/lib/db/sql'
import { withTransaction } from '@/lib/db/transaction'
import { getEnv } from '@/lib/env'
import { toPence } from '@/model/dues'
import type { Due } from '@/payload-types'

import { companyAmountEmail } from './emails'

type Row = { id: number; lead_id: number; people: string; monthly_amount: string; subscription_id: string; members: string }

/**
 * A company pays for its active members (issue 34 §4, decision 061): when staff add a member to a
 * company or disable one, the next collection follows. The worker compares each collecting
 * company's people with its members not disabled; where they differ, the subscription's amount is
 * changed at the provider first (the company's per-member fee as fixed at approval, times the
 * members), then recorded with a line on the record and a letter to the contact. A crash between the
 * two changes nothing for the member: the next round finds the same difference and asks the
 * provider for the same amount again.
 */
export async function followCompanyMembers(payload: Payload, port: DirectDebitPort): Promise<number> {
  const rows = await sqlRows<Row>(
    payload,
    `SELECT d.id, d.lead_id, d.people, d.monthly_amount, d.subscription_id, count(m.id) AS members
       FROM dues d JOIN members m ON m.lead_id = d.lead_id AND m.status <> 'Disabled'
      WHERE d.membership_type = 'Corporate' AND d.collection_state = 'started' AND d.subscription_id IS NOT NULL
      GROUP BY d.id HAVING count(m.id) <> d.people
      ORDER BY d.id LIMIT 20`,
  )
  let changed = 0
  for (const row of rows) {
    const before = { people: Number(row.people), amount: Number(row.monthly_amount) }
    const people = Number(row.members)
    const amount = Math.round((before.amount / before.people) * people * 100) / 100
    try {
      await port.updateSubscriptionAmount(row.subscription_id, toPence(amount))
    } catch (error) {
      payload.logger.warn({ msg: `Dues ${row.id}: the company's new amount was not accepted; the worker tries again`, err: error })
      continue
    }
    const outbox = await withTransaction(payload, async (req) => {
      const dues = (await payload.findByID({ collection: 'dues', id: row.id, req, overrideAccess: true, depth: 0 })) as Due
      const entry = { at: new Date().toISOString(), by: 'system', action: `Members ${before.people} → ${people}: £${before.amount} → £${amount} a month`, reason: 'The company’s members changed.' }
      await payload.update({ collection: 'dues', id: row.id, req, overrideAccess: true, depth: 0, data: { people, monthlyAmount: amount, staffActions: [...(dues.staffActions ?? []), entry] }, context: { system: 'company members changed' } })
      const [contact] = await sqlRows<{ email: string; first_name: string | null }>(payload, `SELECT email, first_name FROM members WHERE id = $1`, [typeof dues.payer === 'object' ? dues.payer?.id : dues.payer])
      if (!contact) return []
      return [await getEmailPort().queue(payload, companyAmountEmail({ email: contact.email, firstName: contact.first_name, leadId: row.lead_id }, { from: before, to: { people, amount } }, getEnv()), req)]
    })
    await getEmailPort().deliver(payload, outbox)
    changed++
  }
  return changed
}
