import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { monitoringReport } from '@/lib/monitoring/report'

import { createHttpPort } from './http'
import { createLogPort } from './log'

const report = monitoringReport.parse({ session: 'abc12345', events: [{ kind: 'vital', name: 'LCP', value: 1830, rating: 'good', path: '/fulham' }] })

afterEach(() => vi.restoreAllMocks())

describe('monitoring providers', () => {
  it('log: one JSON line per report', async () => {
    const lines: string[] = []
    await createLogPort((line) => lines.push(line)).record(report)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ type: 'browser-monitoring', session: 'abc12345', events: [{ name: 'LCP', value: 1830 }] })
  })

  it('http: posts the report as JSON to the provider', async () => {
    const received: unknown[] = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        received.push({ type: req.headers['content-type'], body: JSON.parse(body) })
        res.writeHead(202).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await createHttpPort(`http://127.0.0.1:${port}/ingest`).record(report)
    server.close()
    expect(received).toEqual([{ type: 'application/json', body: expect.objectContaining({ session: 'abc12345', events: report.events }) }])
  })

  it('http: a provider that is down is logged, never thrown to the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(createHttpPort('http://127.0.0.1:9/ingest').record(report)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalled()
  })

  it('the report schema refuses what a browser would not send', () => {
    expect(monitoringReport.safeParse({ session: 'x', events: [] }).success).toBe(false)
    expect(monitoringReport.safeParse({ session: 'abc12345', events: [{ kind: 'vital', name: 'LCP', value: -1, path: '/' }] }).success).toBe(false)
    expect(monitoringReport.safeParse({ session: 'abc12345', events: Array(51).fill(report.events[0]) }).success).toBe(false)
  })
})
