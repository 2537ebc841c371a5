/**
 * A fixed-window counter per key, in this process's memory: cheap enough to sit in front of every
 * submission, and a restart only forgives. Several app instances would each count separately
 * (decision 008).
 */
export type RateLimiter = {
  /** Counts one attempt; returns how long to wait when the key is over its limit. */
  take(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number }
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let sweepAt = 0
  return {
    take(key, now = Date.now()) {
      if (limit <= 0) return { allowed: true }
      if (now >= sweepAt) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
        sweepAt = now + windowMs
      }
      let w = windows.get(key)
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs }
        windows.set(key, w)
      }
      if (w.count >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) }
      w.count += 1
      return { allowed: true }
    },
  }
}
