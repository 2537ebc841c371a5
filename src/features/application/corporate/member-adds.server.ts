import 'server-only'

import { JobCancelledError, type Payload } from 'payload'

import { capabilityHash } from '@/lib/capabilities/capability'
import { exclusively } from '@/lib/db/exclusive'
import { sqlRows } from '@/lib/db/sql'
import { afterResponseSettled } from '@/lib/server/after-response'
import { drainAfterResponse } from '@/lib/server/drain-after-response'
import {
  COMPANY_MEMBER_ADD_TASK,
  COMPANY_MEMBER_ADDS_CHANNEL,
  COMPANY_MEMBER_ADDS_QUEUE,
  handleCompanyMemberAdds,
  type CompanyMemberAddInput,
} from '@/model/company-member-adds'
import { getPayloadClient } from '@/model/payload-client'
import type { CompanyMember, Lead } from '@/payload-types'

import { APPLICATION_FAILURES, fail, type Failure, type LeadRef } from '../application.server'
import { refusal } from '../progress'
import { addMember } from './members.server'
import { MEMBER_MESSAGES, type MemberInput } from './members'
import { MAX_ADDITIONAL_MEMBERS } from './steps'

/**
 * The asynchronous member add (spec 001 section 7: "success is status 202; its reply gives
 * additionalContactId"; docs/decisions/023). The API checks the member up front (the schema, and
 * a quick look at the company's members and the adds still queued, so a full company or a repeated
 * e-mail is refused at once), reserves the member's id from the members' own sequence, queues a
 * Payload job and answers 202 with that id. The job makes the member with it, under the lead's row
 * lock, with the rules checked again (addMember), so adds arriving together still end with at most
 * 10 members and no e-mail twice. The caller polls the lead (or the add's status) until it shows.
 */

/** A queued add's state, for GET .../contacts/{contactId}. */
export type AddState =
  | { state: 'added'; member: CompanyMember }
  | { state: 'queued' }
  | { state: 'refused'; status: 400 | 409; message: string; errors?: Record<string, string> }

// ---------------------------------------------------------------------------------------------
// The job's work

type Refusal = { status: number; message: string; errors?: Record<string, string> }

/** Runs one queued add; a refusal ends the job (JobCancelledError, kept with its reason), an outage is retried. */
export async function runQueuedAdd(input: CompanyMemberAddInput): Promise<void> {
  const outcome = await addMember({ id: input.leadId, capabilityHash: input.capabilityHash }, input.member as MemberInput, input.memberId)
  if (outcome.ok) return
  if (outcome.status === 503) throw new Error(outcome.message)
  const reason: Refusal = { status: outcome.status, message: outcome.message, ...(outcome.errors ? { errors: outcome.errors } : {}) }
  throw new JobCancelledError(JSON.stringify(reason))
}

handleCompanyMemberAdds(runQueuedAdd)

/**
 * An add takes milliseconds; one still marked processing after this long was being run by a
 * process that died (Payload leaves such a job processing for ever). The add runs in one
 * transaction with the member's reserved id, so running it again is safe: it was made or it was not.
 */
export const STALE_ADD_MS = 60_000

/** Hands the adds a dead process left half-run back to the queue; the number released. */
export async function releaseStaleAdds(payload: Payload, olderThanMs = STALE_ADD_MS): Promise<number> {
  const rows = await sqlRows<{ id: number }>(
    payload,
    `UPDATE payload_jobs SET processing = false, updated_at = now()
      WHERE task_slug = $1 AND queue = $2 AND processing AND completed_at IS NULL AND updated_at < now() - make_interval(secs => $3)
      RETURNING id`,
    [COMPANY_MEMBER_ADD_TASK, COMPANY_MEMBER_ADDS_QUEUE, olderThanMs / 1000],
  )
  if (rows.length) console.warn(`Released ${rows.length} member add(s) left processing by a process that stopped.`)
  return rows.length
}

/** Runs the queued adds that are due, oldest first and one at a time, until none is left; the number run. The worker calls this when woken. */
export async function drainMemberAdds(payload: Payload): Promise<number> {
  // One runner at a time across every instance (docs/decisions/066): Payload's runner can hand one
  // job to two runners at once. Inside the lock, an add still marked processing is a dead process's.
  const done = await exclusively(payload, `jobs:${COMPANY_MEMBER_ADDS_QUEUE}`, async () => {
    await releaseStaleAdds(payload)
    let total = 0
    for (let round = 0; round < 100; round++) {
      const result = await payload.jobs.run({ queue: COMPANY_MEMBER_ADDS_QUEUE, limit: 20, sequential: true, overrideAccess: true, silent: { info: true } })
      const ran = Object.keys(result.jobStatus ?? {}).length
      total += ran
      if (ran === 0 || result.noJobsRemaining) break
    }
    return total
  })
  return done.ran ? done.value : 0
}

/** Unless a separate worker runs the queue (`npm start`: it is woken by the NOTIFY), this process runs it after its reply. */
const wake = drainAfterResponse(drainMemberAdds, (error) => console.error('Queued member adds failed to run:', error))

/** Resolves once adds run outside a request have finished (tests, scripts). */
export const memberAddsSettled = afterResponseSettled

// ---------------------------------------------------------------------------------------------
// Queueing

type Pending = { member_id: number; email: string | null; has_error: boolean; error: { cancelled?: boolean; message?: string } | null }

/** The adds of this lead still in the queue (or ended with an error, kept for their status). */
const pendingOf = (payload: Payload, leadId: number) =>
  sqlRows<Pending>(
    payload,
    `SELECT (input->>'memberId')::int AS member_id, lower(input->'member'->>'emailAddress') AS email, coalesce(has_error, false) AS has_error, error
       FROM payload_jobs
      WHERE task_slug = $1 AND queue = $2 AND completed_at IS NULL AND (input->>'leadId')::int = $3`,
    [COMPANY_MEMBER_ADD_TASK, COMPANY_MEMBER_ADDS_QUEUE, leadId],
  )

const membersOf = async (payload: Payload, leadId: number) =>
  (await payload.find({ collection: 'company-members', overrideAccess: true, depth: 0, limit: MAX_ADDITIONAL_MEMBERS + 5, pagination: false, where: { lead: { equals: leadId } } })).docs as CompanyMember[]

/**
 * The quick check before queueing, without the lock: the members and the adds still waiting count
 * toward the 10 and hold their e-mails. Adds racing past it are refused when they run.
 */
async function preCheck(payload: Payload, lead: Lead, input: MemberInput): Promise<Failure | null> {
  const refused = refusal('member', lead)
  if (refused) return fail(409, APPLICATION_FAILURES[refused])
  if (lead.clientType !== 'Corporate') return fail(409, MEMBER_MESSAGES.notCorporate)
  const [members, pending] = await Promise.all([membersOf(payload, lead.id), pendingOf(payload, lead.id)])
  const waiting = pending.filter((p) => !p.has_error && !members.some((m) => m.id === p.member_id))
  if (members.length + waiting.length >= MAX_ADDITIONAL_MEMBERS) return fail(409, MEMBER_MESSAGES.full)
  const taken = new Set([lead.emailAddress.toLowerCase(), ...members.map((m) => m.emailAddress.toLowerCase()), ...waiting.map((p) => p.email ?? '')])
  if (taken.has(input.emailAddress)) return fail(400, MEMBER_MESSAGES.duplicateEmail, { emailAddress: MEMBER_MESSAGES.duplicateEmail })
  return null
}

/**
 * Queues an add for the lead the caller opened with `ref`: refused at once when the quick check
 * fails; otherwise the member's id, reserved now (the job makes the member with it).
 */
export async function queueMemberAdd(lead: Lead, ref: LeadRef, input: MemberInput): Promise<({ ok: true; memberId: number }) | Failure> {
  const hash = capabilityHash(ref.token)
  if (!hash || ref.id !== lead.id) return fail(404, APPLICATION_FAILURES.load)
  try {
    const payload = await getPayloadClient()
    const refused = await preCheck(payload, lead, input)
    if (refused) return refused
    const [reserved] = await sqlRows<{ id: string }>(payload, `SELECT nextval(pg_get_serial_sequence('company_members', 'id')) AS id`)
    const memberId = Number(reserved!.id)
    await payload.jobs.queue({
      task: COMPANY_MEMBER_ADD_TASK,
      queue: COMPANY_MEMBER_ADDS_QUEUE,
      input: { leadId: lead.id, capabilityHash: hash, memberId, member: input },
    })
    // Wakes the worker; the sweep finds the job anyway if this is missed.
    await sqlRows(payload, 'SELECT pg_notify($1, $2)', [COMPANY_MEMBER_ADDS_CHANNEL, String(memberId)]).catch(() => [])
    wake(payload)
    return { ok: true, memberId }
  } catch (error) {
    console.error(`Could not queue a member add on lead ${lead.id}:`, error)
    return fail(503, APPLICATION_FAILURES.save)
  }
}

/** The state of the add that promised `memberId` on this lead; null when there is none (never queued, or removed since). */
export async function memberAddState(leadId: number, memberId: number): Promise<AddState | null> {
  const payload = await getPayloadClient()
  const member = (await membersOf(payload, leadId)).find((m) => m.id === memberId)
  if (member) return { state: 'added', member }
  const job = (await pendingOf(payload, leadId)).find((p) => p.member_id === memberId)
  if (!job) return null
  if (!job.has_error) return { state: 'queued' }
  if (job.error?.cancelled) {
    try {
      const reason = JSON.parse(job.error.message ?? '') as Refusal
      return { state: 'refused', status: reason.status === 400 ? 400 : 409, message: reason.status === 404 ? REPLACED_MESSAGE : reason.message, ...(reason.errors ? { errors: reason.errors } : {}) }
    } catch {
      // not ours: reported as a failure below
    }
  }
  return { state: 'refused', status: 409, message: APPLICATION_FAILURES.save }
}

/** Ours: the add ran after the application's link was replaced (a new one e-mailed), so it was not made. */
export const REPLACED_MESSAGE = 'This member was not added: the application’s link was replaced before the add could be made. Please add them again.'
