import { sql } from '@payloadcms/db-postgres'
import { APIError, ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type Payload, type TaskConfig } from 'payload'

import { sqlInTransaction } from '@/lib/db/transaction'
import type { Member } from '@/payload-types'

import { MEMBER_INVITATIONS_CHANNEL, MEMBER_INVITATIONS_QUEUE } from './member-invitations'

/**
 * Staff and a member's sign-in (issue 32, decision 044). A member's e-mail address is the account:
 * whoever reads the mail to it can reset the password. So staff changing it (the back office or
 * Payload's API) does not change it: the new address waits as `pendingEmail`, the new address is
 * e-mailed a link to confirm and the old one is told; only the confirmation changes the address
 * (and ends every sign-in). Staff never set a password, nor the link that sets one: such a write is
 * refused with an error, not dropped in silence.
 *
 * The collection's hooks only record the pending address and queue the e-mails as a Payload job
 * in the update's own transaction; the members feature (which owns accounts and the e-mail port)
 * supplies what the job does. The job shares the invitations' queue and wake-up channel, so the
 * worker that sends invitations sends these too.
 */

export const MEMBER_EMAIL_CHANGE_TASK = 'confirmMemberEmail'

/** Fields only the member's own flows write: a staff write of any of them is refused. */
export const STAFF_REFUSED_FIELDS = ['password', 'passwordHash', 'linkHash', 'linkExpiresAt', 'emailChangeHash', 'emailChangeExpiresAt'] as const

export const STAFF_PASSWORD_REFUSAL =
  'Staff cannot set a member’s password, nor the link that sets it: the member chooses it from their invitation, or with “Forgotten your password?” on the sign-in page.'
export const EMAIL_TAKEN = 'Another member signs in with this e-mail address.'

type Handler = (payload: Payload, memberId: number) => Promise<void>
let handler: Handler | undefined

/** The members feature's e-mails (src/features/members/accounts/email-change.server.ts). */
export function handleMemberEmailChanges(run: Handler): void {
  handler = run
}

export const confirmMemberEmailTask: TaskConfig<'confirmMemberEmail'> = {
  slug: MEMBER_EMAIL_CHANGE_TASK,
  label: 'E-mail a member’s new address a confirmation link, and tell the old one',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'memberId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    if (!handler) throw new Error('No handler for member e-mail changes in this process: import src/features/members/accounts/email-change.server.ts.')
    await handler(req.payload, Number(input.memberId))
    return { output: {} }
  },
}

const refusal = (message: string, status: number) => {
  const error = new APIError(message, status, undefined, true)
  // Payload answers with the message only when the error has a name; the production build's minifier drops class names.
  error.name = 'Forbidden'
  return error
}

/**
 * Staff writes (anything access-checked: REST, GraphQL, the back office) of a password field are
 * refused; a staff write of the e-mail is marked, for `holdStaffEmailChange` to turn into a pending one.
 */
export const guardStaffAccountWrites: CollectionBeforeOperationHook = (hookArgs) => {
  const { args, operation, req } = hookArgs
  if (operation !== 'create' && operation !== 'update') return args
  const overrideAccess = (hookArgs as { overrideAccess?: boolean }).overrideAccess ?? (args as { overrideAccess?: boolean }).overrideAccess
  if (overrideAccess) return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data || typeof data !== 'object') return args
  if (STAFF_REFUSED_FIELDS.some((field) => data[field] !== undefined)) throw refusal(STAFF_PASSWORD_REFUSAL, 403)
  if (operation === 'update' && data.email !== undefined) req.context.staffEmailChange = true
  return args
}

const normalised = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

/** A staff change of the address becomes a pending one; the address the member signs in with stays. */
export const holdStaffEmailChange: CollectionBeforeChangeHook<Member> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !req.context.staffEmailChange || !originalDoc) return data
  const wanted = normalised(data.email)
  if (!wanted || wanted === originalDoc.email) return data
  data.email = originalDoc.email
  const taken = await req.payload.count({ collection: 'members', overrideAccess: true, req, where: { and: [{ id: { not_equals: originalDoc.id } }, { or: [{ email: { equals: wanted } }, { pendingEmail: { equals: wanted } }] }] } })
  if (taken.totalDocs > 0) throw new ValidationError({ collection: 'members', errors: [{ path: 'email', message: EMAIL_TAKEN }], req })
  data.pendingEmail = wanted
  // A link for an earlier pending address stops working: only the newest is confirmed.
  data.emailChangeHash = null
  data.emailChangeExpiresAt = null
  req.context.emailChangeQueued = [...((req.context.emailChangeQueued as number[] | undefined) ?? []), originalDoc.id]
  return data
}

/** The e-mails go out once the update commits: a job in its transaction, and a NOTIFY that wakes the worker then. */
export const queueEmailChange: CollectionAfterChangeHook<Member> = async ({ doc, operation, req }) => {
  const queued = req.context.emailChangeQueued as number[] | undefined
  if (operation !== 'update' || !queued?.includes(doc.id)) return doc
  await req.payload.jobs.queue({ task: MEMBER_EMAIL_CHANGE_TASK, queue: MEMBER_INVITATIONS_QUEUE, input: { memberId: doc.id }, req })
  await sqlInTransaction(req, sql`SELECT pg_notify(${MEMBER_INVITATIONS_CHANNEL}, ${String(doc.id)})`)
  return doc
}
