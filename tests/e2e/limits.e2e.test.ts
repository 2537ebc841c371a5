import { describe, expect, inject, it } from 'vitest'

import { e2eApp } from './app'

/**
 * Issue 11, finding 3, against the built app behind the launcher's server: the visitor's address is
 * the socket's, so a made-up X-Forwarded-For does not start a fresh count, and wrong passwords slow
 * the address that sends them without locking the account for anyone else.
 */
describe('sign-in limits over HTTP', () => {
  const baseURL = e2eApp().baseURL
  const login = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

  it('slows wrong passwords from one address whatever X-Forwarded-For says, and tells the person how long to wait', async () => {
    const adminToken = ((await (await login(inject('admin'))).json()) as { token: string }).token
    const account = { email: `limits-${Date.now()}@clubhouse.test`, password: 'limits-staff-passphrase' }
    const created = await fetch(`${baseURL}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${adminToken}` },
      body: JSON.stringify({ ...account, roles: ['content'] }),
    })
    expect(created.status).toBe(201)

    for (let i = 1; i <= 5; i++) {
      expect((await login({ ...account, password: 'not-the-password' }, { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401)
    }
    const slowed = await login(account, { 'x-forwarded-for': '203.0.113.200', 'x-clubhouse-client-address': '203.0.113.201' })
    expect(slowed.status).toBe(429)
    expect(((await slowed.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Too many sign-in attempts from your connection\. Please try again in/)
    // The administrator, from the same machine, is not locked out by someone else's guesses.
    expect((await login(inject('admin'))).status).toBe(200)
    await expect.poll(async () => (await login(account)).status, { timeout: 10_000, interval: 1_000 }).toBe(200)
  })
})
