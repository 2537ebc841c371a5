import { randomBytes } from 'node:crypto'
import { cpSync, existsSync } from 'node:fs'
import path from 'node:path'

import { inject } from 'vitest'

import { SERVER_URL, serverAvailable } from '../support/postgres-server'
import { admin, ensureTemplate, mediaRoot, withUrl, type EngineInfo } from '../support/templates'

export { SERVER_URL, serverAvailable }

/**
 * Each suite gets a database of its own, copied (`CREATE DATABASE ... TEMPLATE`) from a template
 * made once per run and engine: `migrated` (every committed migration applied) or `seeded` (the
 * club's starting content as well). Copying takes well under a second where booting Payload on an
 * empty database ran every migration, and seeding drew ~90 pictures. `empty` is a database with
 * nothing in it, for the suites that test the migrations and the seed themselves.
 */
export type Template = 'empty' | 'migrated' | 'seeded'

/** `media`: the upload folder that goes with a seeded copy (copy it into the suite's DATA_DIR/media). */
export type TestDatabase = { url: string; drop: () => Promise<void>; media?: string }
export type CreateDatabase = (from?: Template) => Promise<TestDatabase>

/** A copy on the run's embedded PostgreSQL server (the engine `npm start` runs), started once by the global setup. */
export const embeddedDatabase: CreateDatabase = (from = 'migrated') => copyOf(engine('embedded'), from)

/** A copy on the machine's PostgreSQL server (SERVER_URL). */
export const serverDatabase: CreateDatabase = (from = 'migrated') => copyOf(engine('postgres'), from)

function engine(name: 'embedded' | 'postgres'): EngineInfo {
  const info = inject('testDatabases')[name]
  if (!info) throw new Error(`No ${name} test database server in this run (tests/integration/global-setup.ts)`)
  return info
}

async function copyOf(info: EngineInfo, from: Template): Promise<TestDatabase> {
  const source = from === 'empty' ? 'template0' : await ensureTemplate(info, from)
  const name = `${info.prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  await admin(info, async (client) => {
    // Two copies of one template at the same instant: PostgreSQL refuses the second while the first
    // still holds its connection to the template; it is free again a moment later.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${source}`)
        return
      } catch (error) {
        if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200))
      }
    }
  })
  const media = path.join(mediaRoot(info, 'seeded'), 'media')
  return {
    url: withUrl(info.url, name),
    media: from === 'seeded' && existsSync(media) ? media : undefined,
    drop: () => admin(info, async (client) => void (await client.query(`drop database if exists ${name} with (force)`))),
  }
}

/** The seeded template's uploads, into a suite's own data directory. */
export function copySeededMedia(db: TestDatabase, dataDir: string) {
  if (db.media) cpSync(db.media, path.join(dataDir, 'media'), { recursive: true })
}
