import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { deliverSandboxWebhook } from '@/lib/db/sandbox-webhooks'
import { sqlRows } from '@/lib/db/sql'

import { eventBasics, InvalidWebhookSignature, type CheckoutLine, type CheckoutState, type PaymentEvent, type PaymentPort } from './payment'
import { signPayload, verifyPayload } from './signature'

/**
 * The local checkout: the default without Stripe keys, and what the tests use. It keeps its own
 * sessions, shows its own card page (/payments/sandbox/{id}) where Stripe shows Checkout, and
 * sends the same kind of signed webhook events to the app. Test cards as Stripe's: 4242 4242 4242
 * 4242 pays; DECLINED_CARDS are refused with the bank's words and the page stays open for another
 * try, as Checkout's does.
 */
export const SANDBOX_CARD = '4242424242424242'
export const DECLINED_CARDS: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
}

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`

export type SandboxSession = {
  id: string
  reference: string
  email: string
  lines: CheckoutLine[]
  amount: number
  successUrl: string
  cancelUrl: string
  expiresAt: Date
  status: 'open' | 'complete' | 'expired'
  paymentId: string | null
}
type SessionRow = { id: string; reference: string; email: string; lines: CheckoutLine[]; amount: number; success_url: string; cancel_url: string; expires_at: Date; status: SandboxSession['status']; payment_id: string | null }

const sessionOf = (r: SessionRow): SandboxSession => ({
  id: r.id,
  reference: r.reference,
  email: r.email,
  lines: r.lines,
  amount: Number(r.amount),
  successUrl: r.success_url,
  cancelUrl: r.cancel_url,
  expiresAt: new Date(r.expires_at),
  status: r.status,
  paymentId: r.payment_id,
})

export type PayResult = { ok: true; session: SandboxSession } | { ok: false; message: string }

/** What the sandbox's own card page does (Stripe's hosted page, in the real flow). */
export type CheckoutSandboxControls = {
  session(id: string): Promise<SandboxSession | null>
  pay(id: string, card: { number: string }): Promise<PayResult>
}

type Body = { id: string; type: PaymentEvent['type']; created: number; data: Omit<PaymentEvent, 'id' | 'createdAt' | 'type'> }

export function createLocalPaymentPort(getPayload: () => Promise<Payload>, { webhookSecret, serverUrl }: { webhookSecret: string; serverUrl: string }): PaymentPort & CheckoutSandboxControls {
  const rows = async <T extends object>(text: string, params: unknown[]) => sqlRows<T & Record<string, unknown>>(await getPayload(), text, params)

  /** Records the event and posts it to the app's webhook, signed; a failed delivery stays in the outbox. */
  const emit = async (type: PaymentEvent['type'], data: Body['data']) => {
    const body = JSON.stringify({ id: id('evt_'), type, created: Math.floor(Date.now() / 1000), data } satisfies Body)
    const [row] = await rows<{ id: string }>(`INSERT INTO payment_sandbox_outbox (id, body) VALUES ($1, $2) RETURNING id`, [id('wh_'), body])
    void deliver(row!.id, body)
  }
  const deliver = (outboxId: string, body: string) =>
    getPayload().then((payload) => deliverSandboxWebhook(payload, 'payment_sandbox_outbox', outboxId, `${serverUrl}/v1/api/payments/webhook`, { 'stripe-signature': signPayload(body, webhookSecret) }, body)).catch(() => {})
  const read = async (sessionId: string) => {
    const [row] = await rows<SessionRow>(`SELECT * FROM payment_sandbox_sessions WHERE id = $1`, [sessionId])
    return row ? sessionOf(row) : null
  }
  /** A session past its time is expired when next looked at, and says so once, as Stripe's does. */
  const expireIfDue = async (sessionId: string, force = false) => {
    const [row] = await rows<SessionRow>(
      `UPDATE payment_sandbox_sessions SET status = 'expired' WHERE id = $1 AND status = 'open' AND ($2 OR expires_at <= now()) RETURNING *`,
      [sessionId, force],
    )
    if (row) await emit('checkout.expired', { checkoutId: row.id, paymentId: null, reference: row.reference, amount: null })
  }

  return {
    name: 'local',
    async createCheckout({ reference, email, lines, successUrl, cancelUrl, expiresAt, idempotencyKey }) {
      const amount = lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0)
      const [row] = await rows<SessionRow>(
        `INSERT INTO payment_sandbox_sessions (id, idempotency_key, reference, email, lines, amount, success_url, cancel_url, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
         RETURNING *`,
        [id('cs_test_'), idempotencyKey, reference, email, JSON.stringify(lines), amount, successUrl, cancelUrl, expiresAt],
      )
      return { id: row!.id, url: `${serverUrl}/payments/sandbox/${row!.id}` }
    },
    async checkoutState(checkoutId): Promise<CheckoutState> {
      await expireIfDue(checkoutId)
      const session = await read(checkoutId)
      if (session?.status === 'complete' && session.paymentId) return { state: 'paid', paymentId: session.paymentId, amount: session.amount }
      return session?.status === 'expired' || !session ? { state: 'expired' } : { state: 'open' }
    },
    expireCheckout: (checkoutId) => expireIfDue(checkoutId, true),
    async refund({ paymentId, amount, idempotencyKey }) {
      const [row] = await rows<{ id: string }>(
        `INSERT INTO payment_sandbox_refunds (id, idempotency_key, payment_id, amount)
         SELECT $1, $2, $3::varchar, $4::int WHERE EXISTS (SELECT 1 FROM payment_sandbox_sessions WHERE payment_id = $3::varchar AND amount >= $4::int)
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
         RETURNING id`,
        [id('re_'), idempotencyKey, paymentId, amount],
      )
      if (!row) throw new Error(`The sandbox has no payment ${paymentId} of at least ${amount}p to refund`)
      const [session] = await rows<SessionRow>(`SELECT * FROM payment_sandbox_sessions WHERE payment_id = $1`, [paymentId])
      await emit('payment.refunded', { checkoutId: null, paymentId, reference: session?.reference ?? null, amount })
      return { id: row.id }
    },
    parseWebhook(rawBody, signature) {
      if (!signature || !verifyPayload(rawBody, webhookSecret, signature)) throw new InvalidWebhookSignature()
      const body = JSON.parse(rawBody) as Body
      return { ...body.data, ...eventBasics(body), type: body.type }
    },

    session: async (sessionId) => {
      await expireIfDue(sessionId)
      return read(sessionId)
    },
    async pay(sessionId, card) {
      const number = card.number.replace(/\D/g, '')
      if (DECLINED_CARDS[number]) return { ok: false, message: DECLINED_CARDS[number]! }
      if (!luhn(number)) return { ok: false, message: 'Your card number is invalid.' }
      await expireIfDue(sessionId)
      // One statement: paid once however many times the page is posted.
      const [row] = await rows<SessionRow>(
        `UPDATE payment_sandbox_sessions SET status = 'complete', payment_id = $2 WHERE id = $1 AND status = 'open' RETURNING *`,
        [sessionId, id('pi_')],
      )
      if (row) {
        await emit('checkout.paid', { checkoutId: row.id, paymentId: row.payment_id, reference: row.reference, amount: Number(row.amount), currency: 'gbp' })
        return { ok: true, session: sessionOf(row) }
      }
      const existing = await read(sessionId)
      if (existing?.status === 'complete') return { ok: true, session: existing }
      return { ok: false, message: 'This checkout has expired. Go back to choose your tickets again.' }
    },
  }
}

/** The card number's check digit, as every card page checks before asking the bank. */
export function luhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}
