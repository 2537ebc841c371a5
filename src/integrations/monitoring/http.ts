import type { MonitoringPort } from './monitoring'

/** Forwards each report as JSON to the provider's ingest URL; a slow or failing provider is dropped after 5 s. */
export function createHttpPort(endpoint: string, fetcher: typeof fetch = fetch): MonitoringPort {
  return {
    name: 'http',
    async record(report) {
      try {
        const res = await fetcher(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...report, receivedAt: new Date().toISOString() }),
          signal: AbortSignal.timeout(5_000),
        })
        if (!res.ok) console.warn(`Monitoring: the provider answered ${res.status}`)
      } catch (error) {
        console.warn('Monitoring: the provider could not be reached:', error instanceof Error ? error.message : error)
      }
    },
  }
}
