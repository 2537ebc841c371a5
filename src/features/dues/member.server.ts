import 'server-only'

import type { Payload } from 'payload'

import { sqlRows } from '@/lib/db/sql'
import { PAYMENT_KIND_LABELS, PAYMENT_STATUS_LABELS, STANDING_LABELS, type PaymentKind, type Standing } from '@/model/dues'

import { londonToday, nextMonthlyCollection } from './schedule'

/** The spec's GET /v1/api/Member/dues body (docs/decisions/061): the member's plan and where they stand. */
export type MemberDues = {
  plan: string
  /** `member`: the member pays it; `company`: their company does, for all its members. */
  paidBy: 'member' | 'company'
  people: number
  monthlyAmount: number
  joiningAmount: number
  termMonths: number
  /** The next collection the provider has planned ('YYYY-MM-DD'), or null before collection starts. */
  nextCollection: string | null
  standing: Standing
  standingText: string
  balance: number
  arrearsSince: string | null
  /** The last day of membership once notice is given ('YYYY-MM-DD'), else null. */
  endsOn: string | null
  /** The monthly collection stopped at the provider: a new Direct Debit starts it again. */
  collectionStopped: boolean
}

export type MemberPayment = { id: number; kind: PaymentKind; kindText: string; amount: number; chargeDate: string; status: string; statusText: string }

type Row = { id: number; payer_id: number | null; membership_type: string; people: string; monthly_amount: string; joining_amount: string; term_months: string; first_collection: string | null; collection_state: string; subscription_id: string | null; ends_on: string | null; standing: Standing; balance: string | null; arrears_since: Date | string | null }

/** The dues a member pays, or their company pays for them (by the application their account came from). */
async function duesRowOf(payload: Payload, memberId: number): Promise<Row | null> {
  const [row] = await sqlRows<Row>(
    payload,
    `SELECT d.id, d.payer_id, d.membership_type, d.people, d.monthly_amount, d.joining_amount, d.term_months, d.first_collection, d.collection_state, d.subscription_id, d.ends_on, d.standing, d.balance, d.arrears_since
       FROM dues d WHERE d.payer_id = $1 OR d.lead_id = (SELECT lead_id FROM members WHERE id = $1)
      ORDER BY (d.payer_id = $1) DESC NULLS LAST, d.id DESC LIMIT 1`,
    [memberId],
  )
  return row ?? null
}

export async function memberDues(payload: Payload, memberId: number): Promise<MemberDues | null> {
  const row = await duesRowOf(payload, memberId)
  if (!row) return null
  const today = londonToday()
  // The soonest collection still to come that the provider has made, else the subscription's next
  // collection day (between one month's payment and the provider making the next).
  const [next] = await sqlRows<{ charge_date: string }>(
    payload,
    `SELECT charge_date FROM payments WHERE dues_id = $1 AND status IN ('pending_submission', 'submitted') AND charge_date >= $2 ORDER BY charge_date LIMIT 1`,
    [row.id, today],
  )
  // In arrears the mandate may have ended with its subscription: only what the provider has made shows.
  const collecting = row.collection_state === 'started' && row.subscription_id !== null && row.first_collection !== null && row.standing !== 'arrears'
  const nextCollection = next?.charge_date ?? (collecting ? nextMonthlyCollection(row.first_collection!, today) : null)
  const arrearsSince = row.arrears_since ? new Date(row.arrears_since).toISOString() : null
  return {
    plan: row.membership_type,
    paidBy: row.payer_id === memberId ? 'member' : 'company',
    people: Number(row.people),
    monthlyAmount: Number(row.monthly_amount),
    joiningAmount: Number(row.joining_amount),
    termMonths: Number(row.term_months),
    nextCollection,
    standing: row.standing,
    standingText: STANDING_LABELS[row.standing],
    balance: Number(row.balance ?? 0),
    arrearsSince,
    endsOn: row.ends_on,
    collectionStopped: row.collection_state === 'stopped',
  }
}

/** The collections of the dues the member pays, newest first; a company's members see none (their company pays). */
export async function memberPayments(payload: Payload, memberId: number): Promise<MemberPayment[] | null> {
  const row = await duesRowOf(payload, memberId)
  if (!row) return null
  if (row.payer_id !== memberId) return []
  const rows = await sqlRows<{ id: number; kind: PaymentKind; amount: string; charge_date: string; status: string }>(
    payload,
    `SELECT id, kind, amount, charge_date, status FROM payments WHERE dues_id = $1 ORDER BY charge_date DESC, id DESC LIMIT 200`,
    [row.id],
  )
  return rows.map((p) => ({
    id: p.id,
    kind: p.kind,
    kindText: PAYMENT_KIND_LABELS[p.kind],
    amount: Number(p.amount),
    chargeDate: p.charge_date,
    status: p.status,
    statusText: PAYMENT_STATUS_LABELS[p.status] ?? p.status,
  }))
}
