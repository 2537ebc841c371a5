import 'server-only'

import { fieldErrors } from '@/lib/forms/errors'

import {
  EMAIL_FIXED_MESSAGE,
  failure,
  invalid,
  leadReply,
  notFound,
  openLead,
  pictureResponse,
  inPhotoSlot,
  readPhotoUpload,
  readObject,
  reply,
  write,
  type Opened,
} from '../api.server'
import { markMembersVisited, saveBusinessDetails, saveContact, type Failure } from '../application.server'
import { contactView } from './contact-view'
import { memberAddState, queueMemberAdd } from './member-adds.server'
import { removeMember, saveMemberPhoto, updateMember } from './members.server'
import { MEMBER_MESSAGES, MEMBER_PHOTO_MAX_BYTES, memberSchema } from './members'
import { businessSchema, contactSchema } from './schema'

/**
 * The corporate application's HTTP API (spec 001 section 7, Corporate), beside the individual
 * one (../api.server.ts), whose conventions it keeps: the lead's continue capability on every
 * call (Bearer or X-Continue-Url), the same 404 "No lead found." for everything a caller may not
 * see, the Idempotency-Key's form checked, `{ message, errors? }` failures. Only the holder of the
 * company's capability (its primary contact) reads or changes its members; a member id that is
 * not this company's is "not part of the company's application" (404), whether it exists or not.
 *
 * PATCH .../contact carries the spec's Corporate member payload and an `operation`:
 * 0 the primary contact, 1 add (no id: 202, queued, decision 023) or update (with the id),
 * 3 remove (the id).
 */

export const OPERATION_MESSAGE = 'operation must be 0 (the primary contact), 1 (add or update a member) or 3 (remove a member).'
export const CONTACT_ID_MESSAGE = 'Send the id of the member to remove.'

export const OPERATIONS = { contact: 0, member: 1, remove: 3 } as const

/** A member's id as sent (a number, or digits in a string); null when it cannot be one. */
function memberIdOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

const memberNotFound = () => reply({ message: MEMBER_MESSAGES.notFound }, 404)

/** A member call's failure: a member that is not this company's keeps its own message (the company is the caller's). */
const memberFailure = (f: Failure) => (f.status === 404 && f.message === MEMBER_MESSAGES.notFound ? memberNotFound() : failure(f))

/**
 * The member payload's fields in the names the schema takes: the spec sends `mobileNumber` (or
 * `number`) and `mobile` (the dial code and number together); a dial code sent apart wins.
 */
function memberFields(body: Record<string, unknown>): Record<string, unknown> {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
  const number = text(body.mobileNumber) ?? text(body.number)
  const mobile = text(body.mobile)?.replace(/\s+/g, '')
  let dialCode = text(body.dialCode) ?? text(body.dialcode)
  if (dialCode === undefined && mobile && number) {
    const digits = number.replace(/\s+/g, '')
    if (mobile.endsWith(digits) && mobile.length > digits.length) dialCode = mobile.slice(0, mobile.length - digits.length)
  }
  return {
    title: body.title,
    firstName: body.firstName,
    lastName: body.lastName,
    emailAddress: body.emailAddress,
    ...(dialCode !== undefined ? { dialCode } : {}),
    mobileNumber: number,
    role: body.role ?? undefined,
    dateOfBirth: body.dateOfBirth,
  }
}

async function contactOperation({ lead, token }: Opened, body: Record<string, unknown>, removeOnly = false): Promise<Response> {
  const ref = { id: lead.id, token }
  const operation = removeOnly && body.operation === undefined ? OPERATIONS.remove : Number(body.operation)
  if (removeOnly ? operation !== OPERATIONS.remove : !Object.values(OPERATIONS).includes(operation as 0 | 1 | 3)) {
    return invalid({ operation: OPERATION_MESSAGE }, OPERATION_MESSAGE)
  }
  const hasId = body.id !== undefined && body.id !== null && body.id !== ''

  if (operation === OPERATIONS.contact) {
    const sent = body.emailAddress
    const emailChanged = typeof sent === 'string' && sent.trim() !== '' && sent.trim().toLowerCase() !== lead.emailAddress.toLowerCase()
    const parsed = contactSchema.safeParse(memberFields(body))
    const errors = parsed.success ? {} : fieldErrors(parsed.error)
    if (emailChanged) errors.emailAddress = EMAIL_FIXED_MESSAGE
    if (!parsed.success || emailChanged) return invalid(errors)
    return leadReply(await saveContact(ref, parsed.data), token)
  }

  if (operation === OPERATIONS.remove) {
    if (!hasId) return invalid({ id: CONTACT_ID_MESSAGE }, CONTACT_ID_MESSAGE)
    const memberId = memberIdOf(body.id)
    if (!memberId) return memberNotFound()
    const removed = await removeMember(ref, memberId)
    return removed.ok ? reply({ additionalContactId: memberId, removed: true }) : memberFailure(removed)
  }

  const parsed = memberSchema.safeParse(memberFields(body))
  if (!parsed.success) return invalid(fieldErrors(parsed.error))
  if (hasId) {
    const memberId = memberIdOf(body.id)
    if (!memberId) return memberNotFound()
    const updated = await updateMember(ref, memberId, parsed.data)
    return updated.ok ? reply(contactView(lead.id, updated.member)) : memberFailure(updated)
  }
  const queued = await queueMemberAdd(lead, ref, parsed.data)
  if (!queued.ok) return failure(queued)
  const status = `/v1/api/Customer/${lead.id}/contacts/${queued.memberId}`
  return reply({ additionalContactId: queued.memberId, status: 'queued', statusUrl: status }, 202, { Location: status })
}

/** PATCH /v1/api/Customer/{id}/contact: operations 0, 1 and 3 on the company's contacts. */
export function patchContact(request: Request, id: string): Promise<Response> {
  return write(request, id, async (opened) => {
    const read = await readObject(request)
    if (!read.ok) return read.response
    return contactOperation(opened, read.body)
  })
}

/** PATCH /v1/api/leads/{id}/contact (the spec's operate service): remove a member, `{ id, operation: 3 }`. */
export function patchLeadContact(request: Request, id: string): Promise<Response> {
  return write(request, id, async (opened) => {
    const read = await readObject(request)
    if (!read.ok) return read.response
    return contactOperation(opened, read.body, true)
  })
}

/** PATCH /v1/api/Customer/{id}/business-details: businessIndustry, aboutCompany, companyWebsite. */
export function patchBusinessDetails(request: Request, id: string): Promise<Response> {
  return write(request, id, async ({ lead, token }) => {
    const read = await readObject(request)
    if (!read.ok) return read.response
    const parsed = businessSchema.safeParse(read.body)
    if (!parsed.success) return invalid(fieldErrors(parsed.error))
    return leadReply(await saveBusinessDetails({ id: lead.id, token }, parsed.data), token)
  })
}

/** PATCH /v1/api/Customer/{id}/members-visited (ours): the members page was seen; any body is ignored. */
export function patchMembersVisited(request: Request, id: string): Promise<Response> {
  return write(request, id, async ({ lead, token }) => leadReply(await markMembersVisited({ id: lead.id, token }), token))
}

/**
 * GET /v1/api/Customer/{id}/contacts/{contactId}: a member, or the state of the add that promised
 * that id: 200 the member once made; 202 `{ status: "queued" }` while it waits; 400 or 409 with
 * the reason when it was refused as it ran (full, or the e-mail taken meanwhile); 404 otherwise.
 */
export async function getContact(request: Request, id: string, contactId: string): Promise<Response> {
  const opened = await openLead(request, id)
  if (!opened) return notFound()
  const memberId = memberIdOf(contactId)
  if (!memberId) return memberNotFound()
  const state = await memberAddState(opened.lead.id, memberId)
  if (!state) return memberNotFound()
  if (state.state === 'added') return reply(contactView(opened.lead.id, state.member))
  if (state.state === 'queued') return reply({ additionalContactId: memberId, status: 'queued' }, 202, { 'Retry-After': '1' })
  return reply({ additionalContactId: memberId, status: 'refused', message: state.message, ...(state.errors ? { errors: state.errors } : {}) }, state.status)
}

/**
 * PATCH /v1/api/Customer/{id}/contacts/{contactId}/photos: the member's photo, multipart (field
 * `photo`, or the first file) or a bare image; at most 5,242,880 bytes (413 beyond, with the
 * add-member form's message), checked and re-encoded like the applicant's.
 */
export function patchMemberPhoto(request: Request, id: string, contactId: string): Promise<Response> {
  return write(request, id, async ({ lead, token }) => {
    const memberId = memberIdOf(contactId)
    if (!memberId) return memberNotFound()
    return inPhotoSlot(lead.id, async () => {
      const upload = await readPhotoUpload(request, MEMBER_PHOTO_MAX_BYTES, MEMBER_MESSAGES.photoTooLarge)
      if (!upload.ok) return upload.response
      const saved = await saveMemberPhoto({ id: lead.id, token }, memberId, upload.bytes)
      return saved.ok ? reply(contactView(lead.id, saved.member)) : memberFailure(saved)
    })
  })
}

/** GET /v1/api/Customer/{id}/contacts/{contactId}/photos: the member's photo, to the company's capability only (or the site's cookie). */
export async function getMemberPhoto(request: Request, id: string, contactId: string): Promise<Response> {
  const opened = await openLead(request, id, { cookie: true })
  if (!opened) return notFound()
  const memberId = memberIdOf(contactId)
  const state = memberId ? await memberAddState(opened.lead.id, memberId) : null
  if (!state || state.state !== 'added') return memberNotFound()
  const photo = state.member.photo
  return pictureResponse(typeof photo === 'object' && photo ? photo.id : (photo ?? null))
}
