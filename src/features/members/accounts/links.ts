import type { Payload, PayloadRequest } from 'payload'

import { getEmailPort, type EmailMessage } from '@/integrations/email/port'
import { newCapability } from '@/lib/capabilities/capability'
import { getEnv } from '@/lib/env'
import { greetingName } from '@/lib/validation/names'
import type { Member } from '@/payload-types'

/**
 * The e-mailed link that sets a member's password (issue 15): an invitation when the account is
 * new (an approval, or a member the sales team adds by hand), a reset when the member asks. The
 * link is a capability (src/lib/capabilities): only its hash is stored, it works once, and a newer
 * link replaces an older one.
 */
export const INVITATION_DAYS = 7
export const RESET_HOURS = 2
export const SET_PASSWORD_PATH = '/account/set-password'

export type MemberLinkPurpose = 'invitation' | 'reset'

/** Stores a fresh link's hash on the member (replacing any earlier link); the token, to e-mail. */
export async function issueMemberLink(payload: Payload, req: PayloadRequest | undefined, memberId: number, purpose: MemberLinkPurpose): Promise<string> {
  const { token, hash } = newCapability()
  const lifetime = purpose === 'invitation' ? INVITATION_DAYS * 24 * 60 * 60 * 1000 : RESET_HOURS * 60 * 60 * 1000
  await payload.update({
    collection: 'members',
    id: memberId,
    req,
    overrideAccess: true,
    depth: 0,
    data: { linkHash: hash, linkExpiresAt: new Date(Date.now() + lifetime).toISOString() },
    context: { memberLink: true },
  })
  return token
}

export const memberLinkUrl = (serverUrl: string, token: string) => `${serverUrl}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`

type Person = Pick<Member, 'email' | 'firstName'> & { lead?: Member['lead'] }

/** The e-mail with the link. The outbox keeps it whole, as it keeps an application's continue link; only administrators read the outbox (decision 024). */
export function memberLinkEmail(member: Person, token: string, purpose: MemberLinkPurpose, settings: { serverUrl: string; SALES_TEAM_EMAIL: string }): EmailMessage {
  const name = greetingName(member.firstName)
  const link = memberLinkUrl(settings.serverUrl, token)
  const leadId = typeof member.lead === 'object' && member.lead ? member.lead.id : member.lead
  const invitation = purpose === 'invitation'
  return {
    to: member.email,
    subject: invitation ? 'Welcome to Clubhouse: set your password' : 'Reset your Clubhouse password',
    text: [
      name ? `Dear ${name},` : 'Hello,',
      '',
      invitation
        ? 'Welcome to Clubhouse. Your membership account is ready: choose a password to sign in to the website and the app, where you can book a table and see your schedule.'
        : 'We received a request to reset the password of your Clubhouse membership account. Choose a new one here:',
      '',
      link,
      '',
      invitation
        ? `The link works once, for ${INVITATION_DAYS} days. If it has expired, use "Forgotten your password?" on the sign-in page to get a new one.`
        : `The link works once, for ${RESET_HOURS} hours. If you did not ask for this, you can ignore this e-mail: your password stays as it is.`,
      '',
      'Kind regards,',
      'The membership team',
    ].join('\n'),
    replyTo: settings.SALES_TEAM_EMAIL,
    ...(leadId ? { about: { relationTo: 'leads' as const, value: Number(leadId) } } : {}),
  }
}

/** Queues the invitation to a new account in the transaction that made it; it goes out when that commits. */
export async function inviteMember(payload: Payload, req: PayloadRequest, member: Member): Promise<number> {
  const token = await issueMemberLink(payload, req, member.id, 'invitation')
  return getEmailPort().queue(payload, memberLinkEmail(member, token, 'invitation', getEnv()), req)
}
