import { request } from 'node:http'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { copyDataDir, startFreshApp } from '../../scripts/fresh-app.mjs'
import { e2eApp } from './app'
import { ADMIN, E2E_APP_ENV } from './app-env'

type App = Awaited<ReturnType<typeof startFreshApp>>

const tour = JSON.stringify({ title: 'Ms', firstName: 'Late', lastName: 'Visitor', emailAddress: 'stopping@example.com', mobileNumber: '+447700900321', dateOfBirth: '1990-01-02', locationId: 15, clientType: 'Club', termsAccepted: true })

/** A POST whose body is sent in two parts: the request is in flight until `finish()` sends the rest. */
function slowPost(baseURL: string, path: string, body: string) {
  const half = Math.floor(body.length / 2)
  let finish!: () => void
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = request(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': `stopping-${Date.now()}` } }, (res) => {
      let text = ''
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }))
    })
    req.on('error', reject)
    req.write(body.slice(0, half))
    finish = () => req.end(body.slice(half))
  })
  return { answer, finish: () => finish() }
}

const status = async (url: string) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  return { code: res.status, body: (await res.json()) as { status: string } }
}

/** Where this instance says it is, unlike the build's origin and chat widget (tests/e2e/app-env.ts). */
const ORIGIN = 'https://club.example.test'
const CHAT = 'https://chat.deployed.example'

/**
 * Issue 35 §1 and §2 (docs/decisions/065, 067): the end-to-end build, started as `npm start` starts
 * it with an environment of its own, as a host would deploy it (an https origin, another chat
 * widget), from a copy of the seeded data directory: its headers and addresses come from that
 * environment, not the build's; health and readiness answer for a proxy; and told to stop (SIGTERM
 * to the launcher, as an orchestrator sends it) it says so, finishes the request in flight, takes no
 * new connection, and exits 0.
 */
describe('one build deployed with its own environment', () => {
  let app: App

  beforeAll(async () => {
    const dataDir = `${inject('pristineDataDir')}-deployed`
    copyDataDir(inject('pristineDataDir'), dataDir)
    app = await startFreshApp({
      distDir: e2eApp().distDir,
      reuseBuild: true,
      quiet: true,
      dataDir,
      env: { ...E2E_APP_ENV, SERVER_URL: ORIGIN, CHAT_WIDGET_SRC: `${CHAT}/widget.js`, SHUTDOWN_DRAIN_SECONDS: '3' },
    })
  }, 240_000)

  afterAll(async () => {
    await app?.stop()
  })

  it('sends the security headers and addresses of where it runs, on pre-built and rendered pages alike', async () => {
    for (const path of ['/', '/the-club', '/events']) {
      const res = await fetch(`${app.baseURL}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains')
      const policy = res.headers.get('content-security-policy')!
      expect(policy, path).toContain(CHAT)
      expect(policy, path).toContain('upgrade-insecure-requests')
      const html = await res.text()
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toBe(`${ORIGIN}${path === '/' ? '' : path}`)
    }
    expect((await fetch(`${app.baseURL}/v1/api/openapi.json`)).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })

  it('sets Secure cookies at its https origin, where the same build served over http does not', async () => {
    const signIn = async (baseURL: string) => {
      const res = await fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
      expect(res.status).toBe(200)
      return res.headers.getSetCookie().find((cookie) => /^[\w-]*token=/.test(cookie)) ?? ''
    }
    expect(await signIn(e2eApp().baseURL)).not.toMatch(/;\s*Secure/i)
    expect(await signIn(app.baseURL)).toMatch(/;\s*Secure/i)
  })

  it('is healthy and ready; when stopping, says so, finishes the request in flight, refuses new connections and exits 0', { timeout: 120_000 }, async () => {
    expect(await status(`${app.baseURL}/healthz`)).toEqual({ code: 200, body: { status: 'ok' } })
    expect(await status(`${app.baseURL}/readyz`)).toEqual({ code: 200, body: { status: 'ready' } })

    // A request in flight: its headers and half its body have arrived.
    const inFlight = slowPost(app.baseURL, '/v1/api/Customer?useAsync=true', tour)
    // The answer needs the rest of the body: it is still in flight when the signal arrives.
    const stopped = app.terminate()

    // While draining, the proxy is told to send no more (and the process still answers).
    await expect.poll(async () => (await status(`${app.baseURL}/readyz`)).code, { timeout: 5_000, interval: 100 }).toBe(503)
    expect(await status(`${app.baseURL}/readyz`)).toEqual({ code: 503, body: { status: 'stopping' } })
    expect((await status(`${app.baseURL}/healthz`)).code).toBe(200)

    // The rest of the body, once the listener has closed: the request is answered all the same.
    await expect.poll(async () => fetch(`${app.baseURL}/healthz`).then(() => 'open', () => 'refused'), { timeout: 10_000, interval: 100 }).toBe('refused')
    inFlight.finish()
    const answer = await inFlight.answer
    expect(answer.status, answer.body).toBe(202)
    expect(JSON.parse(answer.body)).toMatchObject({ id: expect.any(Number) })
    expect(answer.connection).toBe('close')

    expect(await stopped).toBe(0)
  })
})
