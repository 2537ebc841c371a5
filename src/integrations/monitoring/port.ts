import { getEnv } from '@/lib/env'

import { createHttpPort } from './http'
import { createLogPort } from './log'
import type { MonitoringPort } from './monitoring'

export * from './monitoring'

let port: MonitoringPort | null | undefined

/** The configured provider, or null when monitoring is off (the default). */
export function getMonitoringPort(): MonitoringPort | null {
  if (port !== undefined) return port
  const env = getEnv()
  port = env.MONITORING_PROVIDER === 'http' && env.MONITORING_ENDPOINT ? createHttpPort(env.MONITORING_ENDPOINT) : env.MONITORING_PROVIDER === 'log' ? createLogPort() : null
  return port
}
