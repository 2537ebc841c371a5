import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { KEEP_RESERVED_ID } from '@/model/db-adapter'
import type { CompanyMember, Lead } from '@/payload-types'

import { fail, onLead, type LeadClaim, type LeadRef, type Outcome } from '../application.server'
import { processPhoto } from '@/model/photos/photo'
import { deleteReplacedPicture, storeProfilePicture } from '@/model/profile-picture-file'
import { MAX_ADDITIONAL_MEMBERS } from './steps'
import { MEMBER_MESSAGES, MEMBER_PHOTO_MAX_BYTES, type MemberInput } from './members'

/**
 * A company's additional members (spec 001 section 4, Member list and Add member). Every change
 * runs on the company's lead row, locked with the primary contact's capability (onLead), so two
 * adds arriving together are counted one after the other: never more than 10, never one e-mail
 * twice (the unique index on lead and e-mail stands behind it).
 */

const membersOf = async (payload: Payload, req: PayloadRequest, leadId: number) =>
  (
    await payload.find({
      collection: 'company-members',
      req,
      overrideAccess: true,
      depth: 0,
      limit: MAX_ADDITIONAL_MEMBERS + 5,
      pagination: false,
      sort: '-createdAt',
      where: { lead: { equals: leadId } },
    })
  ).docs as CompanyMember[]

/** The company's members, newest first (the spec orders them by when they were added). */
export function listMembers(ref: LeadRef): Promise<Outcome<{ members: CompanyMember[] }>> {
  return onLead(ref, 'member', async (lead, req, payload) => ({ ok: true, members: await membersOf(payload, req, lead.id) }))
}

/** The e-mail is the primary contact's or another member's (case does not matter). */
function emailTaken(lead: Lead, members: CompanyMember[], email: string, except?: number): boolean {
  return lead.emailAddress.toLowerCase() === email || members.some((m) => m.id !== except && m.emailAddress.toLowerCase() === email)
}

const corporateOnly = (lead: Lead) => (lead.clientType === 'Corporate' ? null : fail(409, MEMBER_MESSAGES.notCorporate))

/**
 * Adds a member. `reservedId` is the id a queued add promised its caller (corporate/member-adds):
 * the member is made with it, and running the same add again finds it made and changes nothing.
 */
export function addMember(ref: LeadRef | LeadClaim, input: MemberInput, reservedId?: number): Promise<Outcome<{ member: CompanyMember }>> {
  return onLead(ref, 'member', async (lead, req, payload) => {
    const refused = corporateOnly(lead)
    if (refused) return refused
    const members = await membersOf(payload, req, lead.id)
    const done = reservedId === undefined ? undefined : members.find((m) => m.id === reservedId)
    if (done) return { ok: true, member: done }
    if (members.length >= MAX_ADDITIONAL_MEMBERS) return fail(409, MEMBER_MESSAGES.full)
    if (emailTaken(lead, members, input.emailAddress)) return fail(400, MEMBER_MESSAGES.duplicateEmail, { emailAddress: MEMBER_MESSAGES.duplicateEmail })
    if (reservedId === undefined) {
      const member = (await payload.create({ collection: 'company-members', req, overrideAccess: true, depth: 0, data: { ...input, lead: lead.id } as never })) as CompanyMember
      return { ok: true, member }
    }
    // The id came from the members' own sequence (the adapter drops any other).
    req.context[KEEP_RESERVED_ID] = true
    try {
      const member = (await payload.create({ collection: 'company-members', req, overrideAccess: true, depth: 0, data: { ...input, lead: lead.id, id: reservedId } as never })) as CompanyMember
      return { ok: true, member }
    } finally {
      delete req.context[KEEP_RESERVED_ID]
    }
  })
}

export function updateMember(ref: LeadRef, memberId: number, input: MemberInput): Promise<Outcome<{ member: CompanyMember }>> {
  return onLead(ref, 'member', async (lead, req, payload) => {
    const members = await membersOf(payload, req, lead.id)
    if (!members.some((m) => m.id === memberId)) return fail(404, MEMBER_MESSAGES.notFound)
    if (emailTaken(lead, members, input.emailAddress, memberId)) return fail(400, MEMBER_MESSAGES.duplicateEmail, { emailAddress: MEMBER_MESSAGES.duplicateEmail })
    const member = (await payload.update({ collection: 'company-members', id: memberId, req, overrideAccess: true, depth: 0, data: input as never })) as CompanyMember
    return { ok: true, member }
  })
}

/** Operation 3: the member leaves the company's application. */
export function removeMember(ref: LeadRef, memberId: number): Promise<Outcome<{ removed: number }>> {
  return onLead(ref, 'member', async (lead, req, payload) => {
    const members = await membersOf(payload, req, lead.id)
    if (!members.some((m) => m.id === memberId)) return fail(404, MEMBER_MESSAGES.notFound)
    await payload.delete({ collection: 'company-members', id: memberId, req, overrideAccess: true })
    return { ok: true, removed: memberId }
  })
}

/**
 * A member's photo (spec 001: at most 5,242,880 bytes in the add-member form): checked and
 * re-encoded like the applicant's, stored in profile-pictures, replacing the one before (deleted
 * once the change is committed).
 */
export async function saveMemberPhoto(ref: LeadRef, memberId: number, bytes: Buffer): Promise<Outcome<{ member: CompanyMember }>> {
  if (bytes.length > MEMBER_PHOTO_MAX_BYTES) return fail(400, MEMBER_MESSAGES.photoTooLarge, { photo: MEMBER_MESSAGES.photoTooLarge })
  const photo = await processPhoto(bytes)
  if (!photo.ok) return fail(400, photo.message, { photo: photo.message })
  let before: number | null = null
  const outcome = await onLead(ref, 'member', async (lead, req, payload): Promise<Outcome<{ member: CompanyMember }>> => {
    const current = (await membersOf(payload, req, lead.id)).find((m) => m.id === memberId)
    if (!current) return fail(404, MEMBER_MESSAGES.notFound)
    before = typeof current.photo === 'object' && current.photo ? current.photo.id : (current.photo ?? null)
    const stored = await storeProfilePicture(payload, photo.jpeg, `member-${memberId}.jpg`, { req, lead: lead.id })
    const member = (await payload.update({ collection: 'company-members', id: memberId, req, overrideAccess: true, depth: 0, data: { photo: stored } as never })) as CompanyMember
    return { ok: true, member }
  })
  if (outcome.ok && before !== null) await deleteReplacedPicture(before)
  return outcome
}
