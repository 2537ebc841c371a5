import { after } from 'next/server'

const detached = new Set<Promise<void>>()

/**
 * After the reply when Next is serving a request; outside one (scripts, tests) straight away,
 * unawaited but tracked, so callers can wait for it with `afterResponseSettled`.
 */
export function runAfterResponse(task: () => Promise<void>): void {
  try {
    after(task)
  } catch {
    const running = task().finally(() => detached.delete(running))
    detached.add(running)
  }
}

/** Resolves once work started outside a request has finished (tests, scripts, shutdown). */
export const afterResponseSettled = async (): Promise<void> => {
  await Promise.allSettled([...detached])
}
