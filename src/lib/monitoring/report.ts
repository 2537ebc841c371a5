import '@/lib/validation/zod-browser'
import { z } from 'zod'

/** What a sampled browser session reports: its page's web vitals and the errors it met. */
export const monitoringEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('vital'),
    name: z.enum(['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB']),
    value: z.number().finite().min(0).max(600_000),
    rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
    path: z.string().max(500),
  }),
  z.object({
    kind: z.literal('error'),
    message: z.string().max(1000),
    source: z.string().max(500).optional(),
    path: z.string().max(500),
  }),
])

export const monitoringReport = z.object({
  session: z.string().regex(/^[a-z0-9]{8,32}$/),
  events: z.array(monitoringEvent).min(1).max(50),
})

export type MonitoringEvent = z.infer<typeof monitoringEvent>
export type MonitoringReport = z.infer<typeof monitoringReport>

export const MONITORING_PATH = '/monitoring/report'
