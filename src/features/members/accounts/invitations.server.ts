import 'server-only'

import type { Payload } from 'payload'

import { getEmailPort } from '@/integrations/email/port'
import { exclusively } from '@/lib/db/exclusive'
import { getEnv } from '@/lib/env'
import { handleMemberInvitations, MEMBER_INVITATIONS_QUEUE } from '@/model/member-invitations'

import { issueMemberLink, memberLinkEmail } from './links'
// E-mail changes share the invitations' queue: whatever runs it must know their job too.
import './email-change.server'

/**
 * The invitation of a member the sales team added by hand (src/model/member-invitations.ts queues
 * it): a fresh link, e-mailed. A member who has meanwhile set a password, been disabled or been
 * deleted gets nothing. Run again after a crash between the e-mail and the job's completion, it
 * sends a second invitation whose link replaces the first: at least once.
 */
async function inviteAddedMember(payload: Payload, memberId: number): Promise<void> {
  const member = await payload.findByID({ collection: 'members', id: memberId, overrideAccess: true, depth: 0, disableErrors: true })
  if (!member || member.status !== 'Invited') return
  const token = await issueMemberLink(payload, undefined, member.id, 'invitation')
  await getEmailPort().send(payload, memberLinkEmail(member, token, 'invitation', getEnv()))
}

handleMemberInvitations(inviteAddedMember)

/** Runs the queued invitations until none is left; the number run. The worker calls this when woken and on its sweep. */
export async function drainMemberInvitations(payload: Payload): Promise<number> {
  // One runner at a time across every instance (docs/decisions/066): Payload's runner can hand one
  // job to two runners at once, which sent an invitation twice or failed on a job the other deleted.
  const done = await exclusively(payload, `jobs:${MEMBER_INVITATIONS_QUEUE}`, async () => {
    let total = 0
    for (let round = 0; round < 100; round++) {
      const result = await payload.jobs.run({ queue: MEMBER_INVITATIONS_QUEUE, limit: 20, overrideAccess: true, silent: { info: true } })
      const ran = Object.keys(result.jobStatus ?? {}).length
      total += ran
      if (ran === 0 || result.noJobsRemaining) break
    }
    return total
  })
  return done.ran ? done.value : 0
}
