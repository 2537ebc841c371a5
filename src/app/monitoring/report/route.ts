import { getMonitoringPort } from '@/integrations/monitoring/port'
import { getEnv } from '@/lib/env'
import { clientIp } from '@/lib/http/client-ip'
import { guarded, readJson } from '@/lib/http/json-endpoint'
import { hitRateLimit } from '@/lib/http/rate-limit'
import { fromThisSite } from '@/lib/http/same-origin'
import { monitoringReport } from '@/lib/monitoring/report'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

const RULE = { name: 'monitoring', limit: 60, windowMs: 60_000 }

/**
 * POST /monitoring/report with { session, events: [...] } (src/lib/monitoring/report.ts), sent by
 * sampled browser sessions of this site: 204 once handed to the provider, 404 while monitoring is
 * off, 400 for a report of the wrong shape, 403 from another site, 429 past 60 a minute.
 */
export function POST(request: Request): Promise<Response> {
  return guarded(async () => {
    const port = getMonitoringPort()
    if (!port) return new Response(null, { status: 404 })
    if (!fromThisSite(request.headers, getEnv().serverUrl)) return Response.json({ message: 'Reports come from this site only.' }, { status: 403 })
    const read = await readJson(request)
    if (!read.ok) return read.response
    const report = monitoringReport.safeParse(read.body)
    if (!report.success) return Response.json({ message: 'The report is not in the expected form.' }, { status: 400 })
    const verdict = await hitRateLimit(await getPayloadClient(), RULE, clientIp(request.headers))
    if (!verdict.allowed) return new Response(null, { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } })
    await port.record({ ...report.data, userAgent: request.headers.get('user-agent')?.slice(0, 300) })
    return new Response(null, { status: 204 })
  })
}
