import type { Payload, PayloadRequest } from 'payload'

import type { Member } from '@/payload-types'

import { inviteMember } from './links'

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
