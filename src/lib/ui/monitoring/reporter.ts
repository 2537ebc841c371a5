import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

import { MONITORING_PATH, type MonitoringEvent } from '@/lib/monitoring/report'

const MAX_EVENTS = 50

/**
 * Collects the page's web vitals and errors and sends them when the page is hidden (the moment a
 * visit may end: sendBeacon survives the unload) or once 10 s pass with something queued.
 */
export function startReporting(session: string): () => void {
  let queue: MonitoringEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const path = () => window.location.pathname

  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (queue.length === 0) return
    const body = JSON.stringify({ session, events: queue.splice(0, MAX_EVENTS) })
    queue = []
    const blob = new Blob([body], { type: 'application/json' })
    if (!navigator.sendBeacon?.(MONITORING_PATH, blob)) void fetch(MONITORING_PATH, { method: 'POST', body: blob, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {})
  }
  const push = (event: MonitoringEvent) => {
    if (queue.length < MAX_EVENTS) queue.push(event)
    timer ??= setTimeout(flush, 10_000)
  }

  const vital = (metric: Metric) => push({ kind: 'vital', name: metric.name, value: Math.max(0, metric.value), rating: metric.rating, path: path() })
  onCLS(vital)
  onFCP(vital)
  onINP(vital)
  onLCP(vital)
  onTTFB(vital)

  const onError = (event: ErrorEvent) => push({ kind: 'error', message: String(event.message).slice(0, 1000), source: event.filename ? `${event.filename}:${event.lineno}` : undefined, path: path() })
  const onRejection = (event: PromiseRejectionEvent) => push({ kind: 'error', message: String(event.reason instanceof Error ? event.reason.message : event.reason).slice(0, 1000), path: path() })
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  document.addEventListener('visibilitychange', onHidden)
  return () => {
    flush()
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
    document.removeEventListener('visibilitychange', onHidden)
  }
}
