import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'

import { sqlInTransaction } from '@/lib/db/transaction'
import type { Member } from '@/payload-types'

/**
 * A member the sales team adds by hand (in the back office or through Payload's API) is e-mailed
 * an invitation to set a password (docs/decisions/039). The collection's hook only queues it, as a
 * Payload job in the create's own transaction: the invitation exists exactly when the member does,
 * and the e-mail goes out once that commits. The members feature, which owns accounts, supplies
 * what the job does (`handleMemberInvitations`), because the model imports no feature; the worker
 * runs the queue when the NOTIFY wakes it, and on every sweep. (The committee's approval invites
 * its members itself, in the decision's transaction, and sets `context.invited`.)
 */

export const MEMBER_INVITATION_TASK = 'inviteMember'
export const MEMBER_INVITATIONS_QUEUE = 'member-invitations'
/** Woken by NOTIFY on this channel when an invitation is queued. */
export const MEMBER_INVITATIONS_CHANNEL = 'member_invitations'

type Handler = (payload: Payload, memberId: number) => Promise<void>
let handler: Handler | undefined

/** The members feature's invitation (src/features/members/accounts/invitations.server.ts). */
export function handleMemberInvitations(run: Handler): void {
  handler = run
}

export const inviteMemberTask: TaskConfig<'inviteMember'> = {
  slug: MEMBER_INVITATION_TASK,
  label: 'Invite a member added by hand',
  // A mail server or database outage is retried.
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'memberId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    if (!handler) throw new Error('No handler for member invitations in this process: import src/features/members/accounts/invitations.server.ts.')
    await handler(req.payload, Number(input.memberId))
    return { output: {} }
  },
}

export const inviteOnCreate: CollectionAfterChangeHook<Member> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context.invited) return doc
  await req.payload.jobs.queue({ task: MEMBER_INVITATION_TASK, queue: MEMBER_INVITATIONS_QUEUE, input: { memberId: doc.id }, req })
  // Delivered when the transaction commits, so the worker finds the job it announces.
  await sqlInTransaction(req, sql`SELECT pg_notify(${MEMBER_INVITATIONS_CHANNEL}, ${String(doc.id)})`)
  return doc
}
