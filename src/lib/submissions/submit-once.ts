import type { RateVerdict } from '@/lib/http/rate-limit'

/**
 * One submission stored once, whatever the retries (docs/decisions/008 and 012): the steps every
 * idempotent submission takes, in order, with the storage left to the caller.
 *
 * 1. `find`: the submission already stored under its key, if any, answers as the first did
 *    (`replay`), before anything else, so retries are never limited or re-checked.
 * 2. `limit`: a new submission counts against its sender's limit (`limited` answers when over).
 * 3. `store`: stores it, or says that another copy won the race for the key (`fresh: false`), which
 *    then answers as a replay; it may also answer instead of storing (`{ answer }`: a check that
 *    needs the database, such as an event that has sold out).
 * 4. `stored`: the answer for a newly stored submission.
 */
export type StoreOutcome<D, R> = { doc: D; fresh: boolean } | { answer: R }

export type SubmitOnceSteps<D, R> = {
  /** Omitted when `store` finds and stores in one step (no lookup of its own needed). */
  find?: () => Promise<D | undefined>
  limit?: () => Promise<RateVerdict>
  limited: (retryAfterSeconds: number) => R
  store: () => Promise<StoreOutcome<D, R>>
  replay: (earlier: D) => Promise<R> | R
  stored: (doc: D) => Promise<R> | R
}

export async function submitOnce<D, R>(steps: SubmitOnceSteps<D, R>): Promise<R> {
  if (steps.find) {
    const earlier = await steps.find()
    if (earlier !== undefined) return steps.replay(earlier)
  }
  if (steps.limit) {
    const limit = await steps.limit()
    if (!limit.allowed) return steps.limited(limit.retryAfterSeconds)
  }
  const outcome = await steps.store()
  if ('answer' in outcome) return outcome.answer
  return outcome.fresh ? steps.stored(outcome.doc) : steps.replay(outcome.doc)
}
