/**
 * npm run seed: fill in the starting content (idempotent).
 * --if-empty: only when the database has no pages yet (what `npm start` does on first start).
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { getEnv } from '../src/lib/env'
import { LOCAL_ADMIN, seed } from '../src/seed'
import { LOCAL_MEMBER } from '../src/seed/restaurants'

const env = getEnv()
const payload = await getPayload({ config })
const ifEmpty = process.argv.includes('--if-empty')

if (ifEmpty && (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs > 0) {
  console.log('Seed: the database already has content; nothing to do.')
} else {
  const admin = env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined
  // The documented local admin exists only on the embedded database or outside production.
  const allowLocalAdmin = !env.DATABASE_URL || env.NODE_ENV !== 'production'
  const result = await seed(payload, { admin, allowLocalAdmin, log: console.log })
  if (result.localAdmin) {
    console.log(`Seed: back office at ${env.serverUrl}/admin, sign in as ${LOCAL_ADMIN.email} / ${LOCAL_ADMIN.password} (local only; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`)
  }
  if (result.localMember) {
    console.log(`Seed: members' area at ${env.serverUrl}/login, sign in as ${LOCAL_MEMBER.email} / ${LOCAL_MEMBER.password} (local only)`)
  }
  if (!result.localAdmin && result.adminEmail) {
    console.log(`Seed: created the administrator ${result.adminEmail}`)
  }
}
await payload.destroy()
process.exit(0)
