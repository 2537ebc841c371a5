import 'server-only'

import { migrations } from '@/migrations'

import { getPayloadClient } from './payload-client'

export type Readiness = { status: 'ready' } | { status: 'not ready'; reason: string }

const CHECK_TIMEOUT_MS = 3_000

/**
 * Ready to serve (docs/decisions/065): the database answers within a few seconds and holds every
 * migration this build knows (a new version's instances wait while another applies them).
 */
export async function readiness(): Promise<Readiness> {
  const names = migrations.map((m) => m.name)
  const check = (async (): Promise<Readiness> => {
    const payload = await getPayloadClient()
    const pool = (payload.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: { n: number }[] }> } }).pool
    const { rows } = await pool.query('SELECT count(DISTINCT name)::int AS n FROM payload_migrations WHERE name = ANY($1::text[])', [names])
    const missing = names.length - (rows[0]?.n ?? 0)
    return missing ? { status: 'not ready', reason: `${missing} migration(s) not applied yet` } : { status: 'ready' }
  })()
  const timeout = new Promise<Readiness>((resolve) => setTimeout(() => resolve({ status: 'not ready', reason: 'the database did not answer in time' }), CHECK_TIMEOUT_MS).unref())
  return Promise.race([check.catch(() => ({ status: 'not ready', reason: 'the database is not reachable' }) as Readiness), timeout])
}
