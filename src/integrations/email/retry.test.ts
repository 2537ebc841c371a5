import { describe, expect, it } from 'vitest'

import { afterFailure, RETRY_CAP_MS, RETRY_WINDOW_MS, retryDelayMs } from './retry'

describe('the outbox relay’s back-off', () => {
  it('doubles from a minute to an hour, each wait between half and all of its step', () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 12].map((failures) => [retryDelayMs(failures, () => 0), retryDelayMs(failures, () => 1)])
    expect(steps).toEqual([
      [30_000, 60_000],
      [60_000, 120_000],
      [120_000, 240_000],
      [240_000, 480_000],
      [480_000, 960_000],
      [960_000, 1_920_000],
      [1_800_000, 3_600_000],
      [RETRY_CAP_MS / 2, RETRY_CAP_MS],
    ])
  })

  it('spreads e-mails that failed together', () => {
    const waits = new Set(Array.from({ length: 20 }, () => retryDelayMs(5)))
    expect(waits.size).toBeGreaterThan(10)
  })

  it('keeps trying until the window is over, with the last attempt at its end, then gives up', () => {
    const queued = new Date('2026-11-28T12:00:00Z')
    const until = new Date(queued.getTime() + RETRY_WINDOW_MS)
    let now = queued
    let failures = 0
    for (;;) {
      failures++
      const next = afterFailure(failures, now, until)
      if ('giveUp' in next) break
      expect(next.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime())
      expect(next.nextAttemptAt.getTime()).toBeLessThanOrEqual(until.getTime())
      now = next.nextAttemptAt
    }
    expect(now.getTime()).toBe(until.getTime())
    expect(failures).toBeGreaterThan(20)
    expect(failures).toBeLessThan(60)
  })
})
