import { createHmac, timingSafeEqual } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { isContentStaff } from './access'

/**
 * Scheduled publishing is a Payload job. It runs through /api/payload-jobs/run rather than an
 * in-process timer because only inside a request can Next expire the cached copy of the page it
 * publishes. The launcher calls that endpoint every minute with this token, derived from the
 * Payload secret so there is nothing more to configure.
 */
export const jobsRunToken = (secret: string): string => createHmac('sha256', secret).update('payload-jobs:run').digest('hex')

export const JOBS_RUN_INTERVAL_MS = 60_000

export function canRunJobs(req: PayloadRequest): boolean {
  if (isContentStaff(req)) return true
  const header = req.headers.get('authorization') ?? ''
  const expected = `Bearer ${jobsRunToken(req.payload.config.secret)}`
  return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected))
}
