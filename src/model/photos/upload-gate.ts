/**
 * Photo uploads in progress (issue 32 §4, decision 045). Reading a 12 MB body and decoding the
 * image take memory and CPU for seconds; two dozen at once starved every other request of the
 * server. So each application may have `perLead` uploads in progress and the process `perProcess`;
 * beyond, the caller answers "try again in a moment" (429) at once, before reading the body.
 *
 * Counted in this process's memory: each server instance has its own allowance, which is the
 * resource being protected (its memory and CPU). A crash forgets nothing worth keeping.
 */
export type UploadLimits = { perLead: number; perProcess: number }

const inFlight = new Map<string, number>()
let total = 0

/** Seconds a refused uploader is asked to wait: about one photo's processing. */
export const UPLOAD_RETRY_SECONDS = 2

/** A slot for one upload by `owner` (e.g. `lead:12`), with its release; null when none is free. */
export function takeUploadSlot(owner: string, limits: UploadLimits): (() => void) | null {
  const mine = inFlight.get(owner) ?? 0
  if (mine >= Math.max(1, limits.perLead) || total >= Math.max(1, limits.perProcess)) return null
  inFlight.set(owner, mine + 1)
  total++
  let released = false
  return () => {
    if (released) return
    released = true
    total--
    const left = (inFlight.get(owner) ?? 1) - 1
    if (left > 0) inFlight.set(owner, left)
    else inFlight.delete(owner)
  }
}

/** Runs `work` in a slot, or answers `busy()` at once when there is none. */
export async function inUploadSlot<T>(owner: string, limits: UploadLimits, work: () => Promise<T>, busy: () => T): Promise<T> {
  const release = takeUploadSlot(owner, limits)
  if (!release) return busy()
  try {
    return await work()
  } finally {
    release()
  }
}

/** Uploads in progress in this process (for tests and diagnostics). */
export const uploadsInFlight = (): number => total
