import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { coalesceRetries } from '../../scripts/coalesce-retries.mjs'

/**
 * The launcher's server answers retries of a submission from the first answer (scripts/coalesce-retries.mjs),
 * over real sockets, in front of a stand-in for the app that echoes what it read and counts its calls.
 */
describe('retries coalesced in front of the app', () => {
  let server: Server
  let base = ''
  const calls: string[] = []
  let nextStatus = 202

  beforeAll(async () => {
    const app = async (req: IncomingMessage, res: ServerResponse) => {
      let body = ''
      for await (const chunk of req) body += chunk
      calls.push(body)
      const status = nextStatus
      // Slow enough that retries arrive while it works.
      await new Promise((r) => setTimeout(r, 50))
      res.writeHead(status, { 'content-type': 'application/json', 'set-cookie': 'a=1' })
      res.end(JSON.stringify({ call: calls.length, echoed: body, replayed: false }))
    }
    server = createServer(coalesceRetries(app))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const post = (path: string, key: string | null, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    })

  it('sends one of four identical requests to the app and gives all four its answer', async () => {
    calls.length = 0
    const answers = await Promise.all([0, 1, 2, 3].map(() => post('/v1/api/Customer?useAsync=true', 'key-aaaaaaaa', { firstName: 'Ann' })))
    expect(calls).toEqual([JSON.stringify({ firstName: 'Ann' })])
    const bodies = await Promise.all(answers.map(async (a) => ({ header: a.headers.get('idempotent-replayed'), json: await a.json() })))
    for (const { header, json } of bodies) expect(json).toEqual({ call: 1, echoed: '{"firstName":"Ann"}', replayed: header === 'true' })
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202])
    expect(bodies.filter((b) => b.header === 'true')).toHaveLength(3)
    expect(answers.filter((a) => a.headers.get('set-cookie'))).toHaveLength(1)
    // A retry after the answer, too.
    const late = await post('/v1/api/Customer?useAsync=true', 'key-aaaaaaaa', { firstName: 'Ann' })
    expect(await late.json()).toEqual({ call: 1, echoed: '{"firstName":"Ann"}', replayed: true })
    expect(calls).toHaveLength(1)
  })

  it('lets the app answer another body under the same key, another URL, a request without a key, and other paths', async () => {
    calls.length = 0
    await (await post('/v1/api/leads', 'key-bbbbbbbb', { firstName: 'Ann' })).text()
    await (await post('/v1/api/leads', 'key-bbbbbbbb', { firstName: 'Bob' })).text()
    await (await post('/v1/api/leads?useAsync=true', 'key-bbbbbbbb', { firstName: 'Bob' })).text()
    await (await post('/v1/api/leads', null, { firstName: 'Cy' })).text()
    await (await post('/v1/api/leads', null, { firstName: 'Cy' })).text()
    await (await post('/api/users/login', 'key-cccccccc', { email: 'x' })).text()
    await (await post('/api/users/login', 'key-cccccccc', { email: 'x' })).text()
    expect(calls).toHaveLength(7)
  })

  it('never reuses an answer that was not a success', async () => {
    calls.length = 0
    nextStatus = 503
    const first = await post('/v1/api/Enquiry/create', 'key-dddddddd', { x: 1 })
    expect(first.status).toBe(503)
    nextStatus = 201
    const retry = await post('/v1/api/Enquiry/create', 'key-dddddddd', { x: 1 })
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBeNull()
    expect(calls).toHaveLength(2)
    nextStatus = 202
  })
})
