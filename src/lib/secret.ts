import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Env } from './env'

/**
 * The embedded default needs no configuration, so a secret is generated once per data directory
 * and kept beside the database it protects; a real deployment sets PAYLOAD_SECRET.
 */
export function resolvePayloadSecret(env: Pick<Env, 'PAYLOAD_SECRET' | 'DATA_DIR'>): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const file = path.resolve(env.DATA_DIR, 'secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(path.dirname(file), { recursive: true })
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    return readFileSync(file, 'utf8').trim()
  }
}
