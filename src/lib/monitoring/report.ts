import '@/lib/validation/zod-browser'
import * as z from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))

/** What a sampled browser session reports: its page's web vitals and the errors it met. */
export const monitoringEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('vital'),
    name: z.enum(['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB']),
    value: z.number().check(z.minimum(0), z.maximum(600_000)),
    rating: z.optional(z.enum(['good', 'needs-improvement', 'poor'])),
    path: text(500),
  }),
  z.object({
    kind: z.literal('error'),
    message: text(1000),
    source: z.optional(text(500)),
    path: text(500),
  }),
])

export const monitoringReport = z.object({
  session: z.string().check(z.regex(/^[a-z0-9]{8,32}$/)),
  events: z.array(monitoringEvent).check(z.minLength(1), z.maxLength(50)),
})

export type MonitoringEvent = z.infer<typeof monitoringEvent>
export type MonitoringReport = z.infer<typeof monitoringReport>

export const MONITORING_PATH = '/monitoring/report'
