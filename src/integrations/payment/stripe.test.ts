import Stripe from 'stripe'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { InvalidWebhookSignature, PaymentUnavailable, type CheckoutInput } from './payment'
import { createStripePort } from './stripe'

const SECRET = 'whsec_test_secret'
const NOW = new Date('2026-11-25T10:00:00.000Z')
const nowSeconds = NOW.getTime() / 1000

type Answers = {
  create?: () => unknown
  retrieve?: (id: string) => unknown
  expire?: (id: string) => unknown
}

/** The parts of the official client the port calls, answering as Stripe does. */
function fakeClient(answers: Answers = {}) {
  const calls: { what: string; params?: unknown; options?: unknown }[] = []
  const client = {
    checkout: {
      sessions: {
        create: async (params: unknown, options: unknown) => {
          calls.push({ what: 'checkout.sessions.create', params, options })
          return answers.create ? answers.create() : { id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }
        },
        retrieve: async (id: string) => answers.retrieve?.(id),
        expire: async (id: string) => (calls.push({ what: 'checkout.sessions.expire', params: id }), answers.expire?.(id)),
      },
    },
    refunds: {
      create: async (params: unknown, options: unknown) => (calls.push({ what: 'refunds.create', params, options }), { id: 're_1' }),
    },
  }
  return { client: client as unknown as Stripe, calls }
}

const port = (client: Stripe) => createStripePort({ secretKey: 'sk_test_x', webhookSecret: SECRET }, client)

const checkout = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  reference: 'ORD-42',
  email: 'amelia@example.com',
  lines: [
    { name: 'Junior membership', description: 'One season', unitAmount: 12500, quantity: 1 },
    { name: 'Club tie', unitAmount: 1500, quantity: 2 },
    { name: 'Locker', unitAmount: 4000, quantity: 1, priceId: 'price_locker' },
  ],
  successUrl: 'https://club.example/shop/done?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://club.example/shop/basket',
  expiresAt: new Date(NOW.getTime() + 2 * 60 * 60 * 1000),
  idempotencyKey: 'order-42-checkout-1',
  ...overrides,
})

const invalidRequest = (message: string) => new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', message })

/** A webhook body and the header Stripe would send with it, signed with the real scheme. */
function signed(type: string, object: Record<string, unknown>, secret = SECRET) {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', created: 1_795_600_000, type, data: { object } })
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
}

const session = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  payment_intent: 'pi_1',
  client_reference_id: 'ORD-42',
  metadata: { reference: 'ORD-42' },
  amount_total: 18000,
  currency: 'gbp',
  ...overrides,
})

describe('the Stripe payment port', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('creates a GBP payment-mode checkout carrying our reference, with catalogue and ad-hoc lines, under the idempotency key', async () => {
    vi.useFakeTimers({ now: NOW })
    const { client, calls } = fakeClient()
    expect(await port(client).createCheckout(checkout())).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
    expect(calls).toEqual([
      {
        what: 'checkout.sessions.create',
        params: {
          mode: 'payment',
          currency: 'gbp',
          customer_email: 'amelia@example.com',
          client_reference_id: 'ORD-42',
          metadata: { reference: 'ORD-42' },
          payment_intent_data: { metadata: { reference: 'ORD-42' } },
          line_items: [
            { quantity: 1, price_data: { currency: 'gbp', unit_amount: 12500, product_data: { name: 'Junior membership', description: 'One season' } } },
            { quantity: 2, price_data: { currency: 'gbp', unit_amount: 1500, product_data: { name: 'Club tie' } } },
            { price: 'price_locker', quantity: 1 },
          ],
          success_url: 'https://club.example/shop/done?session={CHECKOUT_SESSION_ID}',
          cancel_url: 'https://club.example/shop/basket',
          expires_at: nowSeconds + 2 * 60 * 60,
        },
        options: { idempotencyKey: 'order-42-checkout-1' },
      },
    ])
  })

  it('keeps the expiry within the 30 minutes to 24 hours Stripe accepts', async () => {
    vi.useFakeTimers({ now: NOW })
    const { client, calls } = fakeClient()
    for (const expiresAt of [new Date(NOW.getTime() + 5 * 60 * 1000), new Date(NOW.getTime() - 60 * 1000), new Date(NOW.getTime() + 3 * 24 * 60 * 60 * 1000)]) {
      await port(client).createCheckout(checkout({ expiresAt }))
    }
    expect(calls.map((c) => (c.params as { expires_at: number }).expires_at)).toEqual([nowSeconds + 31 * 60, nowSeconds + 31 * 60, nowSeconds + 24 * 60 * 60])
  })

  it('says Stripe is unavailable when creating fails or the checkout has no page', async () => {
    const down = new Stripe.errors.StripeConnectionError({ message: 'An error occurred with our connection to Stripe.' })
    const failing = fakeClient({ create: () => Promise.reject(down) })
    const error = await port(failing.client).createCheckout(checkout()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentUnavailable)
    expect((error as PaymentUnavailable).cause).toBe(down)
    const pageless = fakeClient({ create: () => ({ id: 'cs_test_1', url: null }) })
    await expect(port(pageless.client).createCheckout(checkout())).rejects.toBeInstanceOf(PaymentUnavailable)
  })

  it('reads what became of a checkout', async () => {
    const sessions: Record<string, unknown> = {
      cs_paid: session(),
      cs_expanded: session({ payment_intent: { id: 'pi_2', object: 'payment_intent' } }),
      cs_free: session({ payment_status: 'no_payment_required', payment_intent: null, amount_total: 0 }),
      cs_settling: session({ payment_status: 'unpaid' }),
      cs_open: session({ status: 'open', payment_status: 'unpaid', payment_intent: null }),
      cs_expired: session({ status: 'expired', payment_status: 'unpaid', payment_intent: null }),
    }
    const { client } = fakeClient({ retrieve: (id) => sessions[id] })
    expect(await port(client).checkoutState('cs_paid')).toEqual({ state: 'paid', paymentId: 'pi_1', amount: 18000 })
    expect(await port(client).checkoutState('cs_expanded')).toEqual({ state: 'paid', paymentId: 'pi_2', amount: 18000 })
    expect(await port(client).checkoutState('cs_free')).toEqual({ state: 'paid', paymentId: null, amount: 0 })
    expect(await port(client).checkoutState('cs_settling')).toEqual({ state: 'open' })
    expect(await port(client).checkoutState('cs_open')).toEqual({ state: 'open' })
    expect(await port(client).checkoutState('cs_expired')).toEqual({ state: 'expired' })
    const failing = fakeClient({ retrieve: () => Promise.reject(new Error('socket hang up')) })
    await expect(port(failing.client).checkoutState('cs_paid')).rejects.toBeInstanceOf(PaymentUnavailable)
  })

  it('expires an open checkout, and does nothing for one Stripe says is no longer open', async () => {
    const open = fakeClient()
    await port(open.client).expireCheckout('cs_test_1')
    expect(open.calls).toEqual([{ what: 'checkout.sessions.expire', params: 'cs_test_1' }])

    const notOpen = invalidRequest('Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.')
    const gone = fakeClient({ expire: () => Promise.reject(notOpen), retrieve: () => session({ status: 'expired', payment_status: 'unpaid' }) })
    await expect(port(gone.client).expireCheckout('cs_test_1')).resolves.toBeUndefined()
    const paid = fakeClient({ expire: () => Promise.reject(notOpen), retrieve: () => session() })
    await expect(port(paid.client).expireCheckout('cs_test_1')).resolves.toBeUndefined()
  })

  it('says Stripe is unavailable when it will not expire a checkout that is still open, or does not answer', async () => {
    const refused = fakeClient({ expire: () => Promise.reject(invalidRequest('This endpoint does not allow impersonation')), retrieve: () => session({ status: 'open' }) })
    await expect(port(refused.client).expireCheckout('cs_test_1')).rejects.toBeInstanceOf(PaymentUnavailable)
    const down = fakeClient({ expire: () => Promise.reject(new Error('socket hang up')) })
    await expect(port(down.client).expireCheckout('cs_test_1')).rejects.toBeInstanceOf(PaymentUnavailable)
  })

  it('refunds a payment intent under the idempotency key', async () => {
    const { client, calls } = fakeClient()
    expect(await port(client).refund({ paymentId: 'pi_1', amount: 1500, idempotencyKey: 'order-42-refund-1' })).toEqual({ id: 're_1' })
    expect(calls).toEqual([{ what: 'refunds.create', params: { payment_intent: 'pi_1', amount: 1500 }, options: { idempotencyKey: 'order-42-refund-1' } }])
  })

  it('reads paid, expired and refunded events under a valid signature', () => {
    const { client } = fakeClient()
    const parse = ({ payload, header }: { payload: string; header: string }) => port(client).parseWebhook(payload, header)
    const at = { id: 'evt_1', createdAt: new Date(1_795_600_000 * 1000).toISOString() }
    const paid = { ...at, type: 'checkout.paid', checkoutId: 'cs_test_1', paymentId: 'pi_1', reference: 'ORD-42', amount: 18000, currency: 'gbp' }

    expect(parse(signed('checkout.session.completed', session()))).toEqual(paid)
    expect(parse(signed('checkout.session.async_payment_succeeded', session()))).toEqual(paid)
    expect(parse(signed('checkout.session.completed', session({ client_reference_id: null })))).toEqual(paid)
    expect(parse(signed('checkout.session.completed', session({ payment_status: 'no_payment_required', payment_intent: null, amount_total: 0 })))).toEqual({
      ...paid,
      paymentId: null,
      amount: 0,
    })
    expect(parse(signed('checkout.session.expired', session({ status: 'expired', payment_status: 'unpaid', payment_intent: null, amount_total: 18000 })))).toEqual({
      ...at,
      type: 'checkout.expired',
      checkoutId: 'cs_test_1',
      paymentId: null,
      reference: 'ORD-42',
      amount: 18000,
      currency: 'gbp',
    })
    expect(parse(signed('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', metadata: { reference: 'ORD-42' }, amount: 18000, amount_refunded: 1500, currency: 'gbp' }))).toEqual({
      ...at,
      type: 'payment.refunded',
      checkoutId: null,
      paymentId: 'pi_1',
      reference: 'ORD-42',
      amount: 1500,
      currency: 'gbp',
    })
    // The currency comes from the provider: another one is carried as given.
    expect(parse(signed('checkout.session.completed', session({ currency: 'usd' })))?.currency).toBe('usd')
    expect(parse(signed('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', metadata: {}, amount_refunded: 1500 }))?.reference).toBeNull()
  })

  it('ignores events the application does not act on, including a completed checkout still waiting for its money', () => {
    const { client } = fakeClient()
    const unpaid = signed('checkout.session.completed', session({ payment_status: 'unpaid' }))
    expect(port(client).parseWebhook(unpaid.payload, unpaid.header)).toBeNull()
    const other = signed('payment_intent.created', { id: 'pi_1', object: 'payment_intent' })
    expect(port(client).parseWebhook(other.payload, other.header)).toBeNull()
  })

  it('refuses a missing, wrong or stale signature, and a body changed after signing', () => {
    const { client } = fakeClient()
    const { payload, header } = signed('checkout.session.completed', session())
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 60 * 60 })
    for (const bad of [null, '', 'nonsense', signed('checkout.session.completed', session(), 'whsec_other').header, stale]) {
      expect(() => port(client).parseWebhook(payload, bad)).toThrow(InvalidWebhookSignature)
    }
    expect(() => port(client).parseWebhook(payload.replace('18000', '1'), header)).toThrow(InvalidWebhookSignature)
  })
})
