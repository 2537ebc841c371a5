import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { runtimeHeaders } from './runtime-headers.mjs'

const BUILD_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline' https://chat.builder.example"
const servers: ReturnType<typeof createServer>[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** A server whose answers set `policy` the way Next does (setHeader, or writeHead's own headers), behind runtimeHeaders(env). */
async function serve(env: Record<string, string>, answer: (res: ServerResponse, req: IncomingMessage) => void) {
  const apply = runtimeHeaders(env)
  const server = createServer((req, res) => {
    apply(req, res)
    answer(res, req)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const production = { NODE_ENV: 'production', SERVER_URL: 'https://club.example', CHAT_WIDGET_SRC: 'https://chat.runtime.example/widget.js' }

describe('headers set from the serving process’s environment, not the build’s', () => {
  it('adds Strict-Transport-Security on an https SERVER_URL in production, on pages and APIs alike', async () => {
    const base = await serve(production, (res) => res.end('ok'))
    for (const path of ['/', '/v1/api/openapi.json']) expect((await fetch(`${base}${path}`)).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    const plain = await serve({ NODE_ENV: 'production', SERVER_URL: 'http://localhost:3000' }, (res) => res.end('ok'))
    expect((await fetch(`${plain}/`)).headers.get('strict-transport-security')).toBeNull()
  })

  it('replaces a pre-built page’s policy with this process’s, however it was set; keeps a nonce policy and the APIs’', async () => {
    const base = await serve(production, (res, req) => {
      if (req.url === '/given') return void res.writeHead(200, { 'Content-Security-Policy': BUILD_POLICY }).end('ok')
      res.setHeader('content-security-policy', req.url === '/nonce' ? "script-src 'nonce-abc'" : req.url === '/v1/api/x' ? "default-src 'none'" : BUILD_POLICY)
      res.end('ok')
    })
    for (const path of ['/', '/given']) {
      const policy = (await fetch(`${base}${path}`)).headers.get('content-security-policy')!
      expect(policy).toContain('https://chat.runtime.example')
      expect(policy).not.toContain('chat.builder.example')
      expect(policy).toContain('upgrade-insecure-requests')
    }
    expect((await fetch(`${base}/nonce`)).headers.get('content-security-policy')).toBe("script-src 'nonce-abc'")
    expect((await fetch(`${base}/v1/api/x`)).headers.get('content-security-policy')).toBe("default-src 'none'")
  })
})
