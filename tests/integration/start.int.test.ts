import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

const start = (env: Record<string, string>) =>
  spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })

describe('npm start with a bad environment', () => {
  it('stops before doing anything, naming the variable', () => {
    const result = start({ DATABASE_URL: 'mysql://club@db/club', DATA_DIR: '/nonexistent/never-created' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection URL')
  })

  it('refuses a production PostgreSQL server without a secret of its own', () => {
    const result = start({ DATABASE_URL: 'postgres://club@db/club', PAYLOAD_SECRET: '' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PAYLOAD_SECRET: is required when DATABASE_URL points at a PostgreSQL server')
  })
})
