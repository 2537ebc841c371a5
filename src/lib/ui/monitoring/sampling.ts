export const MONITORING_SESSION_KEY = 'clubhouse-monitoring'

/**
 * Whether this browser session reports, decided once per session (spec 000: session sampling 5
 * percent): the session's id when it does, null when it does not. Storage turned off: no report.
 */
export function sampledSession(rate: number, storage: Pick<Storage, 'getItem' | 'setItem'>, random: () => number = Math.random): string | null {
  try {
    const kept = storage.getItem(MONITORING_SESSION_KEY)
    if (kept !== null) return kept === 'off' ? null : kept
    const id = random() < rate ? random().toString(36).slice(2, 14).padEnd(8, '0') : null
    storage.setItem(MONITORING_SESSION_KEY, id ?? 'off')
    return id
  } catch {
    return null
  }
}
