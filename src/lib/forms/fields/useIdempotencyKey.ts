'use client'

import { useCallback, useRef } from 'react'

/** A random UUID; crypto.randomUUID needs a secure context, so plain-http previews build one from random bytes. */
export function newKey(): string {
  const c = globalThis.crypto
  if (typeof c.randomUUID === 'function') return c.randomUUID()
  const b = c.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The same values in any order give the same fingerprint; the key itself is left out. */
export function fingerprint(data: FormData | Record<string, unknown>): string {
  const entries = data instanceof FormData ? [...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]) : Object.entries(data)
  return JSON.stringify(entries.filter(([k]) => k !== 'idempotencyKey').sort(([a], [b]) => String(a).localeCompare(String(b))))
}

/**
 * One idempotency key per submission: a retry of the same values (after a timeout or an error)
 * sends the same key, so the server stores it once; changed values, or a new submission after
 * success, get a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null)

  const keyFor = useCallback((data: FormData | Record<string, unknown>): string => {
    const print = fingerprint(data)
    if (current.current?.fingerprint !== print) current.current = { key: newKey(), fingerprint: print }
    return current.current.key
  }, [])

  /** After a success: the next submission, even of the same values, is a new one. */
  const renew = useCallback(() => {
    current.current = null
  }, [])

  return { keyFor, renew }
}
