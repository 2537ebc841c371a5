import type { TRACKING_FIELDS } from '../../schema'

export type TrackingField = (typeof TRACKING_FIELDS)[number]
export type Tracking = Partial<Record<TrackingField, string>>

/** The UTM query parameters and the payload fields they fill (spec 001 section 3). */
export const UTM_FIELDS = {
  utm_campaign: 'gaUtmCampaign',
  utm_source: 'gaUtmSource',
  utm_medium: 'gaUtmMedium',
  utm_content: 'gaUtmContent',
  utm_term: 'gaUtmTerm',
} as const satisfies Record<string, TrackingField>

/** Read from the query, else from session storage under the same key, so they survive a visitor's clicks around the site. */
export const REFERRER_KEYS = ['referrerMemberId', 'referrerCustomerId'] as const

/** The analytics client id from the _ga cookie: "GA1.1.123.456" gives "123.456". */
export function gaClientIdFrom(cookie: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== '_ga') continue
    const m = /^GA\d+\.\d+\.(\d+\.\d+)$/.exec(decodeURIComponent(rest.join('=')).trim())
    if (m) return m[1]
  }
  return undefined
}

type Store = Pick<Storage, 'getItem' | 'setItem'>

/**
 * What the form sends about where the visitor came from. Referrer ids found in the query are kept
 * in session storage; storage that refuses (private browsing, quota) only loses the fallback.
 */
export function captureTracking(search: string, cookie: string, store?: Store): Tracking {
  const query = new URLSearchParams(search)
  const out: Tracking = {}
  for (const [param, field] of Object.entries(UTM_FIELDS)) {
    const value = query.get(param)?.trim()
    if (value) out[field] = value
  }
  const gaClientId = gaClientIdFrom(cookie)
  if (gaClientId) out.gaClientId = gaClientId
  for (const key of REFERRER_KEYS) {
    const fromQuery = query.get(key)?.trim()
    if (fromQuery) {
      out[key] = fromQuery
      try {
        store?.setItem(key, fromQuery)
      } catch {
        // Storage refused (private mode, quota): the value still travels with this submission.
      }
    } else {
      let stored: string | null = null
      try {
        stored = store?.getItem(key) ?? null
      } catch {
        // Storage refused: nothing remembered from an earlier page.
      }
      if (stored) out[key] = stored
    }
  }
  return out
}
