import { getEnv } from '@/lib/env'

import { runAfterResponse } from './after-response'

/**
 * A queue this process works through after its reply (submissions, a company's member adds),
 * unless a separate worker runs it (SUBMISSIONS_WORKER=separate, as `npm start` does: the worker is
 * woken by the queue's NOTIFY). One run at a time: a wake during a run asks for one more when it
 * ends, since the new work may have come after the run looked, so no wake is lost and no two runs
 * overlap. `onError`, when given, hears a failed run; without it the failure is the caller's to see.
 */
export function drainAfterResponse<T>(drain: (on: T) => Promise<unknown>, onError?: (error: unknown) => void): (on: T) => void {
  let draining: Promise<void> | undefined
  let drainAgain = false
  return (on) => {
    if (getEnv().SUBMISSIONS_WORKER === 'separate') return
    if (draining) {
      drainAgain = true
      return
    }
    runAfterResponse(async () => {
      const runs = (async () => {
        do {
          drainAgain = false
          await drain(on)
        } while (drainAgain)
      })()
      draining = (onError ? runs.catch(onError) : runs).finally(() => (draining = undefined))
      await draining
    })
  }
}
