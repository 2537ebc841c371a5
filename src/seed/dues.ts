import type { Payload } from 'payload'

import { addDays, londonToday, monthlyDay, monthsAfter } from '@/features/dues/schedule'
import { sandboxControls } from '@/integrations/direct-debit/port'

import { LOCAL_MEMBER } from './restaurants'

const JOINED_MONTHS_AGO = 3
const MONTHLY = 150
const JOINING = 500

/**
 * The local member's dues (issue 34: a newcomer sees the members' dues page at once): Club at £150
 * a month, joined three months before the seed's day, each collection so far paid, and a real
 * subscription on a sandbox mandate from the next collection day on, so the sandbox and the worker
 * carry it forward like any member's. The past payments are written here, as a migrated history
 * would be; only the local sandbox is used (never a real provider), and only once.
 */
export async function seedLocalMemberDues(payload: Payload, clubId: number | undefined, now: Date): Promise<boolean> {
  const port = sandboxControls(async () => payload)
  if (!port) return false
  const member = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, limit: 1, where: { email: { equals: LOCAL_MEMBER.email } } })).docs[0]
  if (!member) return false
  if ((await payload.count({ collection: 'dues', overrideAccess: true, where: { payer: { equals: member.id } } })).totalDocs) return false

  const today = londonToday(now)
  const first = monthsAfter(`${today.slice(0, 8)}${String(Math.min(Number(today.slice(8, 10)), 28)).padStart(2, '0')}`, -JOINED_MONTHS_AGO)
  const past: string[] = []
  for (let k = 0; monthsAfter(first, k) < today; k++) past.push(monthsAfter(first, k))
  const next = monthsAfter(first, past.length)

  const flow = await port.startMandateSetup({
    payer: { givenName: LOCAL_MEMBER.firstName, familyName: LOCAL_MEMBER.lastName, email: LOCAL_MEMBER.email },
    reference: 'seed-local-member',
    redirectUri: 'http://localhost/',
    exitUri: 'http://localhost/',
    idempotencyKey: 'seed-local-member-mandate',
  })
  const mandate = await port.authorise(flow.id, { accountHolder: `${LOCAL_MEMBER.firstName} ${LOCAL_MEMBER.lastName}`, sortCode: '200000', accountNumber: '55779911' })
  if (!mandate?.mandateId) throw new Error('Seed: the sandbox did not make the local member’s mandate')
  const subscription = await port.createSubscription({
    mandateId: mandate.mandateId,
    amountPence: MONTHLY * 100,
    name: 'Clubhouse Club membership',
    startDate: next,
    dayOfMonth: monthlyDay(first),
    reference: 'dues-seed-local-member',
    idempotencyKey: 'seed-local-member-subscription',
  })

  const dues = await payload.create({
    collection: 'dues',
    overrideAccess: true,
    data: {
      payer: member.id,
      payerName: `${LOCAL_MEMBER.firstName} ${LOCAL_MEMBER.lastName}`,
      membershipType: 'Club',
      club: clubId ?? null,
      people: 1,
      monthlyAmount: MONTHLY,
      joiningAmount: JOINING,
      termMonths: 12,
      fixedAt: new Date(`${first}T09:00:00Z`).toISOString(),
      mandateId: mandate.mandateId,
      collectionState: 'started',
      subscriptionId: subscription.id,
      firstCollection: first,
      joiningPaymentId: 'PMSEEDJOINING',
      standing: 'good',
      balance: 0,
    },
  })
  const history = [{ providerId: 'PMSEEDJOINING', kind: 'joining' as const, amount: JOINING, chargeDate: first }, ...past.map((day) => ({ providerId: `PMSEED${day.replaceAll('-', '')}`, kind: 'monthly' as const, amount: MONTHLY, chargeDate: day }))]
  // Paid out to the club a couple of days after the collection, as Bacs does.
  const recent = addDays(today, -2)
  for (const payment of history) {
    await payload.create({ collection: 'payments', overrideAccess: true, data: { ...payment, dues: dues.id, status: payment.chargeDate <= recent ? 'paid_out' : 'confirmed' } })
  }
  return true
}
