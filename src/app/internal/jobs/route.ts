import { timingSafeEqual } from 'node:crypto'

import { exclusively } from '@/lib/db/exclusive'
import { jobsRunToken } from '@/lib/jobs'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/**
 * POST /internal/jobs: the launcher's minute (src/lib/jobs.ts): the default queue's due jobs
 * (scheduled publishing, the nightly retention run), inside a request so Next can expire the pages
 * they publish. Every instance's launcher calls it; one run at a time across the database
 * (docs/decisions/066), so a job is not handed to two runners. 204 when run, 409 when another
 * instance was running them (the next minute tries again), 401 without the launcher's token.
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const header = request.headers.get('authorization') ?? ''
  const expected = `Bearer ${jobsRunToken(payload.config.secret)}`
  if (header.length !== expected.length || !timingSafeEqual(Buffer.from(header), Buffer.from(expected))) return new Response(null, { status: 401 })
  const done = await exclusively(payload, 'jobs:default', () => payload.jobs.run({ queue: 'default', overrideAccess: true, silent: true }))
  return new Response(null, { status: done.ran ? 204 : 409 })
}
