import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { getEmailPort, type EmailMessage } from '@/integrations/email/port'
import { capabilityHash, newCapability } from '@/lib/capabilities/capability'
import { sqlRows } from '@/lib/db/sql'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { getEnv } from '@/lib/env'
import { greetingName } from '@/lib/validation/names'
import { handleMemberEmailChanges } from '@/model/member-email-change'
import { getPayloadClient } from '@/model/payload-client'
import type { Member } from '@/payload-types'

import { issueMemberLink, memberLinkEmail } from './links'

/**
 * A member's e-mail changed by staff (issue 32, decision 044; src/model/member-email-change.ts
 * holds it as pending and queues this): the new address gets a link to confirm it, the old one is
 * told. The link is a capability (only its hash stored), works once, for EMAIL_CHANGE_HOURS; a newer
 * one replaces it. Confirming (a POST from the link's page, so a mail scanner that follows the link
 * confirms nothing) changes the address and ends every sign-in of the account.
 */
export const EMAIL_CHANGE_HOURS = 48
export const CONFIRM_EMAIL_PATH = '/account/confirm-email'

type Person = Pick<Member, 'email' | 'firstName'>

const signature = ['', 'Kind regards,', 'The membership team'] as const

export function confirmEmailMessage(member: Person, newAddress: string, token: string, settings: { serverUrl: string; SALES_TEAM_EMAIL: string }): EmailMessage {
  const name = greetingName(member.firstName)
  return {
    to: newAddress,
    subject: 'Confirm your new Clubhouse e-mail address',
    text: [
      name ? `Dear ${name},` : 'Hello,',
      '',
      `The membership team has asked to change the e-mail address of your Clubhouse membership account to this one (${newAddress}). Confirm it here:`,
      '',
      `${settings.serverUrl}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
      '',
      `The link works once, for ${EMAIL_CHANGE_HOURS} hours. Until you confirm, you keep signing in with your current address. Once you do, you sign in with this one, and you are signed out everywhere.`,
      '',
      `If you did not expect this, ignore this e-mail and let us know at ${settings.SALES_TEAM_EMAIL}.`,
      ...signature,
    ].join('\n'),
    replyTo: settings.SALES_TEAM_EMAIL,
  }
}

export function emailChangeNotice(member: Person, settings: { SALES_TEAM_EMAIL: string }): EmailMessage {
  const name = greetingName(member.firstName)
  return {
    to: member.email,
    subject: 'Your Clubhouse e-mail address is being changed',
    text: [
      name ? `Dear ${name},` : 'Hello,',
      '',
      'Your e-mail address is being changed by the club: the membership team has asked to move your membership account to a new address, and we have e-mailed that address a link to confirm it. Until it is confirmed, nothing changes: you sign in with this address as before.',
      '',
      `If this wasn't expected, contact us at ${settings.SALES_TEAM_EMAIL}.`,
      ...signature,
    ].join('\n'),
    replyTo: settings.SALES_TEAM_EMAIL,
  }
}

/** The job: a fresh link to the pending address (replacing any earlier one), and the notice to the current one. */
async function mailEmailChange(payload: Payload, memberId: number): Promise<void> {
  const member = await payload.findByID({ collection: 'members', id: memberId, overrideAccess: true, depth: 0, disableErrors: true })
  if (!member?.pendingEmail || member.status === 'Disabled') return
  const { token, hash } = newCapability()
  await sqlRows(payload, `UPDATE members SET email_change_hash = $2, email_change_expires_at = now() + make_interval(hours => $3) WHERE id = $1 AND pending_email = $4`, [
    member.id,
    hash,
    EMAIL_CHANGE_HOURS,
    member.pendingEmail,
  ])
  const env = getEnv()
  await getEmailPort().send(payload, confirmEmailMessage(member, member.pendingEmail, token, env))
  await getEmailPort().send(payload, emailChangeNotice(member, env))
}

handleMemberEmailChanges(mailEmailChange)

type Pending = { id: number; email: string; pending_email: string; first_name: string; status: string }

const PENDING_BY_LINK = `SELECT id, email, pending_email, first_name, status FROM members
  WHERE email_change_hash = $1 AND email_change_expires_at > now() AND pending_email IS NOT NULL AND status <> 'Disabled'`

/** The addresses a live link moves between (its page shows them); null once spent or expired. */
export async function emailChangeHolder(token: unknown): Promise<{ newEmail: string } | null> {
  const hash = capabilityHash(typeof token === 'string' ? token : null)
  if (!hash) return null
  const [row] = await sqlRows<Pending>(await getPayloadClient(), PENDING_BY_LINK, [hash])
  return row ? { newEmail: row.pending_email } : null
}

export type EmailChangeOutcome = { ok: true; email: string } | { ok: false; reason: 'spent' | 'taken' }

/**
 * The confirmation: the pending address becomes the account's, the link and any password link
 * (sent to the old address) stop working, and every sign-in ends. A member who never set a
 * password is sent a fresh invitation at the new address, the old one having gone to the old.
 */
export async function confirmEmailChange(token: unknown): Promise<EmailChangeOutcome> {
  const hash = capabilityHash(typeof token === 'string' ? token : null)
  if (!hash) return { ok: false, reason: 'spent' }
  const payload = await getPayloadClient()
  const outcome = await withTransaction(payload, async (tx) => {
    const run = (query: ReturnType<typeof sql>) => sqlInTransaction(tx, query)
    const [row] = (await run(sql`SELECT id, email, pending_email, first_name, status FROM members
      WHERE email_change_hash = ${hash} AND email_change_expires_at > now() AND pending_email IS NOT NULL AND status <> 'Disabled' FOR UPDATE`)) as Pending[]
    if (!row) return { ok: false, reason: 'spent' } as const
    const [taken] = (await run(sql`SELECT 1 FROM members WHERE email = ${row.pending_email} AND id <> ${row.id}`)) as unknown[]
    if (taken) return { ok: false, reason: 'taken' } as const
    await run(sql`UPDATE members SET email = pending_email, pending_email = NULL, email_change_hash = NULL, email_change_expires_at = NULL,
      link_hash = NULL, link_expires_at = NULL, updated_at = now() WHERE id = ${row.id}`)
    await run(sql`UPDATE member_sessions SET revoked_at = now(), updated_at = now() WHERE member_id = ${row.id} AND revoked_at IS NULL`)
    return { ok: true, email: row.pending_email, id: row.id, invited: row.status === 'Invited' } as const
  })
  if (!outcome.ok) return outcome
  if (outcome.invited) {
    try {
      const member = await payload.findByID({ collection: 'members', id: outcome.id, overrideAccess: true, depth: 0 })
      const link = await issueMemberLink(payload, undefined, member.id, 'invitation')
      await getEmailPort().send(payload, memberLinkEmail(member, link, 'invitation', getEnv()))
    } catch (error) {
      // The address is confirmed; "Forgotten your password?" sends the invitation again.
      console.error('The invitation to a confirmed new address failed:', error)
    }
  }
  return { ok: true, email: outcome.email }
}
