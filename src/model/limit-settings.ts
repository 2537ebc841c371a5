import type { Payload } from 'payload'

/**
 * Fair-use limits on what a visitor can make the club do (issue 32 §4, docs/decisions/045): the
 * administrators' `limit-settings` global, read with these defaults until it is saved.
 */
export const LIMIT_SETTINGS_SLUG = 'limit-settings'

export const DEFAULT_LIMITS = {
  /** E-mails a visitor can cause to one address (continue links, notes, acknowledgements) per 24 hours. */
  emailsPerRecipientPerDay: 3,
  /** Direct Debit setups one application may start per hour. */
  directDebitSetupsPerLeadPerHour: 10,
  /** Direct Debit setups one network address may start per hour, whatever the application. */
  directDebitSetupsPerAddressPerHour: 30,
  /** Photo uploads one application may have in progress at once. */
  photoUploadsPerLead: 1,
  /** Photo uploads one server process works on at once. */
  photoUploadsPerProcess: 4,
} as const

export type Limits = { -readonly [K in keyof typeof DEFAULT_LIMITS]: number }

const CACHE_MS = 30_000
let cached: { at: number; limits: Limits } | undefined

/**
 * The limits in force. Read at most every 30 seconds per process (they are read on hot paths: every
 * upload); a failed read keeps the defaults rather than refusing the visitor.
 */
export async function readLimits(payload: Payload, now = Date.now()): Promise<Limits> {
  if (cached && now - cached.at < CACHE_MS) return cached.limits
  const stored = (await payload.findGlobal({ slug: LIMIT_SETTINGS_SLUG as never, overrideAccess: true, depth: 0 }).catch(() => null)) as Partial<Record<keyof Limits, unknown>> | null
  const limits = { ...DEFAULT_LIMITS } as Limits
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]) {
    const value = stored?.[key]
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) limits[key] = value
  }
  cached = { at: now, limits }
  return limits
}

/** Tests change the settings and need the next read to see them. */
export function forgetLimits(): void {
  cached = undefined
}
