import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { getEmailPort, type EmailMessage } from '@/integrations/email/port'
import { newCapability } from '@/lib/capabilities/capability'
import { getEnv } from '@/lib/env'
import { greetingName } from '@/lib/validation/names'
import type { Member } from '@/payload-types'

/**
 * Members' accounts as the schema and the back office see them (issue 15): the e-mailed link that
 * sets a password (an invitation when the account is new, a reset when the member asks), made
 * here because both the committee's decision (collections) and the account pages (features) make
 * one. The link is a capability (src/lib/capabilities): only its hash is stored, it works once,
 * and a newer link replaces an older one.
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

/**
 * A member made in the back office by hand is invited at once. The e-mail is sent, not queued:
 * nothing would deliver a queued one after the back office's transaction commits. Should that
 * transaction fail after this, the link in the e-mail opens nothing. (The committee's approval
 * invites its members with the decision's transaction, queued, and sets `context.invited`.)
 */
export const inviteOnCreate: CollectionAfterChangeHook<Member> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context.invited) return doc
  const token = await issueMemberLink(req.payload, req, doc.id, 'invitation')
  await getEmailPort().send(req.payload, memberLinkEmail(doc, token, 'invitation', getEnv()))
  return doc
}

type NewMember = {
  email: string
  title?: string | null
  firstName: string
  lastName: string
  lead: number
  companyMember?: number
  photo?: number | null
  role?: string | null
  industry?: string | null
  companyName?: string | null
}

const idOf = (value: unknown): number | null => (typeof value === 'object' && value ? Number((value as { id: unknown }).id) : typeof value === 'number' ? value : null)

/**
 * The accounts an approved application brings, made in the decision's transaction: the applicant,
 * or a company's primary contact and each of its members. Each new account is invited (queued); an
 * address that already has an account that has not been used yet gets a fresh invitation; an
 * active account is left as it is. The outbox rows to deliver once the decision commits.
 */
export async function accountsForApproved(payload: Payload, req: PayloadRequest, leadId: number): Promise<number[]> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, req, overrideAccess: true, depth: 0 })
  const people: NewMember[] = [
    {
      email: lead.emailAddress,
      title: lead.title,
      firstName: lead.firstName ?? '',
      lastName: lead.lastName ?? '',
      lead: lead.id,
      photo: idOf(lead.profile?.headShot),
      role: lead.profile?.role,
      industry: lead.profile?.industry,
      companyName: lead.clientType === 'Corporate' ? lead.companyName : null,
    },
  ]
  if (lead.clientType === 'Corporate') {
    const { docs } = await payload.find({ collection: 'company-members', req, overrideAccess: true, depth: 0, pagination: false, sort: 'id', where: { lead: { equals: lead.id } } })
    for (const m of docs) {
      people.push({ email: m.emailAddress, title: m.title, firstName: m.firstName, lastName: m.lastName, lead: lead.id, companyMember: m.id, photo: idOf(m.photo), role: m.role, companyName: lead.companyName })
    }
  }
  const outbox: number[] = []
  for (const person of people) {
    const email = person.email.trim().toLowerCase()
    const existing = (await payload.find({ collection: 'members', req, overrideAccess: true, depth: 0, limit: 1, where: { email: { equals: email } } })).docs[0]
    if (existing?.status === 'Active' || existing?.status === 'Disabled') continue
    const member =
      existing ??
      ((await payload.create({ collection: 'members', req, overrideAccess: true, depth: 0, data: { ...person, email, status: 'Invited' }, context: { invited: true } })) as Member)
    outbox.push(await inviteMember(payload, req, member))
  }
  return outbox
}
