import { afterEach, describe, expect, it, vi } from 'vitest'

// Each case loads the port afresh, since the environment and the port are both read once per process.
async function freshPort(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return (await import('./port')).getEmailPort
}

afterEach(() => vi.unstubAllEnvs())

describe('e-mail port', () => {
  it('keeps mail in the local outbox when SMTP_URL is not set', async () => {
    const getEmailPort = await freshPort({ SMTP_URL: '' })
    expect(getEmailPort().name).toBe('local')
    expect(getEmailPort()).toBe(getEmailPort())
  })

  it('sends over SMTP when SMTP_URL is set', async () => {
    const getEmailPort = await freshPort({ SMTP_URL: 'smtp://user:pass@127.0.0.1:2525' })
    expect(getEmailPort().name).toBe('smtp')
  })
})
