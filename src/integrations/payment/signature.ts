import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed webhook may be: Stripe's default tolerance, which also bounds a replayed capture. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** Stripe's `Stripe-Signature` scheme: `t={unix seconds},v1={hex HMAC-SHA256 of "t.body"}`. */
export function signPayload(body: string, secret: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000)
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
}

/** True when one of the header's v1 signatures is the body's, made within the tolerance; compared in constant time. */
export function verifyPayload(body: string, secret: string, header: string, now: Date = new Date()): boolean {
  const parts = header.split(',').map((p) => p.trim().split('='))
  const t = Number(parts.find(([k]) => k === 't')?.[1])
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'))
  return parts.some(([k, v]) => k === 'v1' && v !== undefined && v.length === expected.length && timingSafeEqual(Buffer.from(v), expected))
}
