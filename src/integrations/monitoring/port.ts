import { getEnv } from '@/lib/env'
import type { MonitoringReport } from '@/lib/monitoring/report'

import { createHttpPort } from './http'
import { createLogPort } from './log'

/** Where sampled browser sessions' reports go. Never throws: monitoring must not fail a page. */
export type MonitoringPort = {
  name: 'log' | 'http'
  record(report: MonitoringReport & { userAgent?: string }): Promise<void>
}

let port: MonitoringPort | null | undefined

/** The configured provider, or null when monitoring is off (the default). */
export function monitoring(): MonitoringPort | null {
  if (port !== undefined) return port
  const env = getEnv()
  port = env.MONITORING_PROVIDER === 'http' && env.MONITORING_ENDPOINT ? createHttpPort(env.MONITORING_ENDPOINT) : env.MONITORING_PROVIDER === 'log' ? createLogPort() : null
  return port
}
