import type { Payload, PayloadRequest, Where } from 'payload'

import { industryLabel } from '@/model/industries'
import type { CompanyMember, Lead, ProfilePicture } from '@/payload-types'

import { applicationsWhere, type StepFacts } from './steps'

/**
 * What the Applications view (src/admin/ApplicationsView.tsx) lists: a page of leads
 * with an application, each with the answers the committee reads; a company's with its members.
 * Read with the viewer's own access, so whoever may not read leads or members gets nothing.
 */

export type MemberRow = {
  id: number
  name: string
  emailAddress: string
  mobile: string
  dateOfBirth: string
  role?: string | null
  photoUrl?: string
}

export type ApplicationRow = StepFacts & {
  id: number
  name: string
  emailAddress: string
  clientType?: string | null
  address?: { addressLine1?: string | null; addressLine2?: string | null; town?: string | null; county?: string | null; postcode?: string | null; country?: string | null } | null
  profile?: { gender?: string | null; industry?: string | null; role?: string | null; aboutMember?: string | null } | null
  payment?: { mandateId?: string | null; mandateStatus?: string | null } | null
  photoUrl?: string
  createdAt: string
  appliedAt?: string | null
  review?: { decision?: string | null; decidedAt?: string | null; decidedBy?: string | null; reason?: string | null } | null
  /** The latest entries of the audit trail. */
  history: { at: string | null; by: string | null; change: string | null }[]
  /** A corporate application's company: its name, the memberships it asked for, its industry's label, website; null for an individual. */
  company: { name: string; membershipsAsked: number | null; industry: string; about: string; webSite: string } | null
  /** A corporate application's additional members, oldest first; empty for an individual. */
  members: MemberRow[]
}

export type ApplicationsFilter = Parameters<typeof applicationsWhere>[0]

export type ApplicationsPage = {
  rows: ApplicationRow[]
  where: Where
  totalDocs: number
  page: number
  totalPages: number
  prevPage?: number | null
  nextPage?: number | null
}

const photoUrlOf = (photo: number | ProfilePicture | null | undefined): string | undefined =>
  photo && typeof photo === 'object' ? (photo.sizes?.thumbnail?.url ?? photo.thumbnailURL ?? photo.url ?? undefined) : undefined

export function memberRow(member: CompanyMember): MemberRow {
  return {
    id: member.id,
    name: [member.title, member.firstName, member.lastName].filter(Boolean).join(' '),
    emailAddress: member.emailAddress,
    mobile: [member.dialCode, member.mobileNumber].filter(Boolean).join(' '),
    dateOfBirth: member.dateOfBirth,
    role: member.role ?? null,
    photoUrl: photoUrlOf(member.photo),
  }
}

export function applicationRow(lead: Lead, members: CompanyMember[] = []): ApplicationRow {
  const corporate = lead.clientType === 'Corporate'
  return {
    id: lead.id,
    name: lead.name || [lead.firstName, lead.lastName].filter(Boolean).join(' ') || lead.emailAddress,
    emailAddress: lead.emailAddress,
    clientType: lead.clientType,
    membershipStatus: lead.membershipStatus ?? null,
    membersReviewedAt: lead.membersReviewedAt ?? null,
    address: lead.address ?? null,
    profile: { gender: lead.profile?.gender, industry: lead.profile?.industry, role: lead.profile?.role, aboutMember: lead.profile?.aboutMember, headShot: lead.profile?.headShot },
    payment: { mandateId: lead.payment?.mandateId, mandateStatus: lead.payment?.mandateStatus },
    photoUrl: photoUrlOf(lead.profile?.headShot),
    createdAt: lead.createdAt,
    appliedAt: lead.appliedAt ?? null,
    review: lead.review ?? null,
    history: (lead.history ?? []).slice(-5).map((h) => ({ at: h.at ?? null, by: h.by ?? null, change: h.change ?? null })),
    company: corporate
      ? {
          name: lead.companyName ?? '',
          membershipsAsked: lead.numberOfMembers ?? null,
          industry: lead.profile?.industry ? industryLabel(lead.profile.industry) : '',
          about: lead.profile?.aboutMember ?? '',
          webSite: lead.webSite ?? '',
        }
      : null,
    members: corporate ? members.map(memberRow) : [],
  }
}

/** One page of applications, newest first, and each company's members (one query for the page). */
export async function findApplications(
  payload: Payload,
  { filter, page, limit, user, req }: { filter: ApplicationsFilter; page: number; limit: number; user: PayloadRequest['user'] | undefined; req?: Partial<PayloadRequest> },
): Promise<ApplicationsPage> {
  const where = applicationsWhere(filter)
  const access = { overrideAccess: false, user: user ?? undefined, ...(req ? { req } : {}) } as const
  const result = await payload.find({ collection: 'leads', where, sort: '-createdAt', page, limit, depth: 1, joins: false, ...access })
  const docs = result.docs as Lead[]
  const companies = docs.filter((d) => d.clientType === 'Corporate').map((d) => d.id)
  const members =
    companies.length === 0
      ? []
      : ((await payload.find({ collection: 'company-members', where: { lead: { in: companies } }, sort: 'createdAt', depth: 1, pagination: false, populate: { leads: { companyName: true } }, ...access })).docs as CompanyMember[])
  const byLead = new Map<number, CompanyMember[]>()
  for (const m of members) {
    const leadId = typeof m.lead === 'object' ? m.lead.id : m.lead
    byLead.set(leadId, [...(byLead.get(leadId) ?? []), m])
  }
  return {
    rows: docs.map((d) => applicationRow(d, byLead.get(d.id))),
    where,
    totalDocs: result.totalDocs,
    page: result.page ?? 1,
    totalPages: result.totalPages,
    prevPage: result.hasPrevPage ? result.prevPage : null,
    nextPage: result.hasNextPage ? result.nextPage : null,
  }
}
