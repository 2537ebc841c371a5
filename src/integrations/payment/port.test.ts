import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

const SECRET = 'a-test-secret-of-at-least-32-characters'

// Each case loads the port afresh, since the environment is read once per process.
async function freshPort(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries({ PAYLOAD_SECRET: SECRET, ...env })) vi.stubEnv(name, value)
  return (await import('./port')).getPaymentPort
}

/** A Payload that is never reached: the local checkout asks for it first, and this one says who was asked. */
const payloadNamed = (name: string) => vi.fn(async (): Promise<Payload> => Promise.reject(new Error(`asked ${name}`)))

afterEach(() => vi.unstubAllEnvs())

describe('payment port', () => {
  it('is the local checkout without STRIPE_SECRET_KEY, Stripe with it', async () => {
    expect((await freshPort({ STRIPE_SECRET_KEY: '' }))(payloadNamed('a')).name).toBe('local')
    const stripe = await freshPort({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })
    expect(stripe(payloadNamed('a')).name).toBe('stripe')
    expect(stripe(payloadNamed('b'))).toBe(stripe(payloadNamed('c')))
  })

  // It kept the first caller's Payload for the life of the process, and read that database for everyone.
  it('reads the database of the Payload each caller gives it, not the first caller’s', async () => {
    const getPaymentPort = await freshPort({ STRIPE_SECRET_KEY: '' })
    const first = payloadNamed('first')
    const second = payloadNamed('second')
    await expect(getPaymentPort(first).checkoutState('cs_test_1')).rejects.toThrow('asked first')
    await expect(getPaymentPort(second).checkoutState('cs_test_1')).rejects.toThrow('asked second')
    expect(first).toHaveBeenCalledTimes(1)
  })
})
