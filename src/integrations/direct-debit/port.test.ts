import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

const SECRET = 'a-test-secret-of-at-least-32-characters'

// Each case loads the port afresh, since the environment is read once per process.
async function freshPort(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries({ PAYLOAD_SECRET: SECRET, ...env })) vi.stubEnv(name, value)
  return (await import('./port')).getDirectDebitPort
}

/** A Payload that is never reached: the local sandbox asks for it first, and this one says who was asked. */
const payloadNamed = (name: string) => vi.fn(async (): Promise<Payload> => Promise.reject(new Error(`asked ${name}`)))

afterEach(() => vi.unstubAllEnvs())

describe('direct debit port', () => {
  it('is the local sandbox without GOCARDLESS_ACCESS_TOKEN, GoCardless with it', async () => {
    expect((await freshPort({ GOCARDLESS_ACCESS_TOKEN: '' }))(payloadNamed('a')).name).toBe('local')
    const gocardless = await freshPort({ GOCARDLESS_ACCESS_TOKEN: 'sandbox_abc123', GOCARDLESS_WEBHOOK_SECRET: 'whsec' })
    expect(gocardless(payloadNamed('a')).name).toBe('gocardless')
    expect(gocardless(payloadNamed('b'))).toBe(gocardless(payloadNamed('c')))
  })

  // It kept the first caller's Payload for the life of the process, and read that database for everyone.
  it('reads the database of the Payload each caller gives it, not the first caller’s', async () => {
    const getDirectDebitPort = await freshPort({ GOCARDLESS_ACCESS_TOKEN: '' })
    const first = payloadNamed('first')
    const second = payloadNamed('second')
    await expect(getDirectDebitPort(first).getMandate('MD1')).rejects.toThrow('asked first')
    await expect(getDirectDebitPort(second).getMandate('MD1')).rejects.toThrow('asked second')
    expect(first).toHaveBeenCalledTimes(1)
  })
})
