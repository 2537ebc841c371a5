import type { Payload } from 'payload'

import { sqlRows } from './sql'

/** A local sandbox's outbox of webhook bodies (direct debit, card payments): the table holds id, body, attempts, delivered_at. */
type Outbox = 'direct_debit_sandbox_outbox' | 'payment_sandbox_outbox'

/**
 * Posts one recorded webhook to the app, as the real provider would, and counts the attempt; a
 * failed delivery stays in the outbox (the app also reads the sandbox's state directly, so nothing
 * waits on it). Never throws.
 */
export async function deliverSandboxWebhook(payload: Payload, outbox: Outbox, outboxId: string, url: string, headers: Record<string, string>, body: string): Promise<void> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, signal: AbortSignal.timeout(10_000) })
    await sqlRows(payload, `UPDATE ${outbox} SET attempts = attempts + 1, delivered_at = CASE WHEN $2 THEN now() ELSE delivered_at END WHERE id = $1`, [outboxId, response.ok])
  } catch {
    await sqlRows(payload, `UPDATE ${outbox} SET attempts = attempts + 1 WHERE id = $1`, [outboxId]).catch(() => {})
  }
}
