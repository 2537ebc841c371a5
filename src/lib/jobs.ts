import { createHmac } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { isContentStaff } from './access'

/**
 * Scheduled publishing is a Payload job. It runs through a request (/internal/jobs, one run at a
 * time across instances, docs/decisions/066) rather than an in-process timer because only inside a
 * request can Next expire the cached copy of the page it publishes. The launcher calls it every
 * minute with this token, derived from the Payload secret so there is nothing more to configure.
 * Content staff may still run the queue from Payload's own /api/payload-jobs/run.
 */
export const jobsRunToken = (secret: string): string => createHmac('sha256', secret).update('payload-jobs:run').digest('hex')

export const JOBS_RUN_INTERVAL_MS = 60_000

/** Payload's own /api/payload-jobs/run: content staff only (the launcher uses /internal/jobs). */
export function canRunJobs(req: PayloadRequest): boolean {
  return isContentStaff(req)
}
