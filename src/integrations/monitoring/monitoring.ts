import type { MonitoringReport } from '@/lib/monitoring/report'

/**
 * What the monitoring providers share (a log line, or an HTTP endpoint), apart from port.ts, which
 * picks one of them: they import this file, callers import port.ts.
 */

/** Where sampled browser sessions' reports go. Never throws: monitoring must not fail a page. */
export type MonitoringPort = {
  name: 'log' | 'http'
  record(report: MonitoringReport & { userAgent?: string }): Promise<void>
}
