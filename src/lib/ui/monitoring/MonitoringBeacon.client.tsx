'use client'

import { useEffect } from 'react'

import { sampledSession } from './sampling'

/**
 * Rendered only while monitoring is on (MONITORING_PROVIDER). The session is sampled here; only a
 * sampled session loads the reporter, so the other 95 percent pay for a few bytes and no more.
 */
export function MonitoringBeacon({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    const session = sampledSession(sampleRate, window.sessionStorage)
    if (!session) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./reporter').then(({ startReporting }) => {
      if (!cancelled) stop = startReporting(session)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [sampleRate])
  return null
}
