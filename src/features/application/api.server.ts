import 'server-only'

import { createHash, randomUUID } from 'node:crypto'


import { DirectDebitUnavailable, getDirectDebitPort } from '@/integrations/direct-debit/port'
import { presentedCapability } from '@/lib/capabilities/capability'
import { fieldErrors } from '@/lib/forms/errors'
import { clientIp } from '@/lib/http/client-ip'
import { readJson } from '@/lib/http/json-endpoint'
import { isClientKey } from '@/lib/submissions/keys'
import { APPLICATION_PHOTO_MAX_BYTES } from '@/model/application'
import { getPayloadClient } from '@/model/payload-client'
import { pictureReply, readProfilePicture } from '@/model/profile-picture-file'
import type { CompanyMember, Lead } from '@/payload-types'

import {
  APPLICATION_FAILURES,
  completeApplication,
  finishPayment,
  photoLimits,
  removePhoto,
  saveAddress,
  saveDetails,
  savePhoto,
  saveProfile,
  setPaymentReference,
  startApplication,
  startPayment,
  type Failure,
  type Outcome,
} from './application.server'
import { leadByContinueToken } from './continue-link.server'
import { contactView } from './corporate/contact-view'
import { companyStartSchema, isCompanyStart } from './corporate/start'
import { PHOTO_MESSAGES } from '@/model/photos/photo'
import { inUploadSlot, UPLOAD_RETRY_SECONDS } from '@/model/photos/upload-gate'
import { progressOf } from './progress'
import { addressSchema, APPLICATION_MESSAGES, profileSchema, startInputSchema } from './schema'
import { APPLICATION_COOKIE } from './session.server'

/**
 * The individual application's HTTP API (spec 001 section 7, Individual application and Direct
 * debit): the routes under src/app/v1/api call these, and these call the application's service.
 *
 * - **The capability.** Every call about a lead presents that lead's continue token
 *   (`Authorization: Bearer`, `X-Continue-Url`, or, for the two reads, `?continueUrl=`; the photo
 *   also takes the website's HttpOnly cookie, so an <img> on the site shows it). A missing, wrong,
 *   expired or other lead's token and an unknown id all get the same 404 "No lead found.", checked
 *   before anything else, so nobody learns which ids exist.
 * - **Writes are idempotent by design**: a PATCH sets state, completing again answers as before
 *   (`Idempotent-Replayed: true`, no second e-mail), and redirect-flows hands its Idempotency-Key to
 *   the provider, so a retry makes one flow. The key is checked for form (400) and not stored.
 * - Failures answer `{ message, errors? }` like the rest of the API; 503 with Retry-After when the
 *   database or the provider does not answer.
 */

export const NO_LEAD_MESSAGE = 'No lead found.' // spec 001 section 8
export const INVALID_MESSAGE = 'Please check the highlighted fields.'
export const BAD_KEY_MESSAGE = 'Idempotency-Key must be 8 to 200 printable characters, such as a UUID.'
export const EMAIL_FIXED_MESSAGE = 'The e-mail address cannot be changed here. Start a new application to use another address.'
export const NO_PHOTO_MESSAGE = 'This application has no photo yet.'
export const NO_MANDATE_MESSAGE = 'No mandate found.'
/** A multipart body may carry this much beyond the photo itself (boundaries, headers, small fields). */
export const MULTIPART_OVERHEAD = 256 * 1024

/** Personal data: never kept by a browser or a shared cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export const reply = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...PRIVATE, ...headers } })
export const notFound = () => reply({ message: NO_LEAD_MESSAGE }, 404)
export const invalid = (errors: Record<string, string>, message = INVALID_MESSAGE) => reply({ message, errors }, 400)

export function failure(f: Failure): Response {
  if (f.status === 404) return notFound()
  const retry = f.retryAfterSeconds ?? (f.status === 503 ? 5 : undefined)
  return reply({ message: f.message, ...(f.errors && Object.keys(f.errors).length ? { errors: f.errors } : {}) }, f.status, retry ? { 'Retry-After': String(retry) } : {})
}

// ---------------------------------------------------------------------------------------------
// The lead as the API shows it (spec 001 section 3, Lead, Address, Profile)

const idOf = (v: unknown): number | null => (v && typeof v === 'object' ? ((v as { id?: number }).id ?? null) : typeof v === 'number' ? v : null)

export const photoPath = (leadId: number) => `/v1/api/Customer/${leadId}/photos`

/**
 * The lead as the API shows it. A corporate lead also shows its company (spec 001 section 3, Lead
 * and About the company: numberOfMembers, webSite, businessIndustry, aboutCompany, the last two
 * being the profile's industry and aboutMember) and its members as `additionalContacts`.
 */
export function leadView(lead: Lead, token: string, members: CompanyMember[] = []) {
  const photo = idOf(lead.profile?.headShot)
  const corporate = lead.clientType === 'Corporate'
  const view = {
    id: lead.id,
    title: lead.title ?? null,
    firstName: lead.firstName ?? null,
    lastName: lead.lastName ?? null,
    emailAddress: lead.emailAddress,
    mobileNumber: lead.mobileNumber ?? null,
    dialcode: lead.dialCode ?? null,
    dateOfBirth: lead.dateOfBirth ?? null,
    locationId: lead.locationId ?? null,
    companyName: lead.companyName ?? null,
    webSite: corporate ? (lead.webSite ?? null) : null,
    membershipStatus: lead.membershipStatus ?? null,
    continueUrl: token,
    additionalContacts: corporate ? members.map((m) => contactView(lead.id, m)) : [],
    address: {
      addressLine1: lead.address?.addressLine1 ?? null,
      addressLine2: lead.address?.addressLine2 ?? null,
      town: lead.address?.town ?? null,
      county: lead.address?.county ?? null,
      country: lead.address?.country ?? null,
      postcode: lead.address?.postcode ?? null,
    },
    profile: {
      gender: lead.profile?.gender ?? null,
      industry: lead.profile?.industry ?? null,
      role: lead.profile?.role ?? null,
      aboutMember: lead.profile?.aboutMember ?? null,
      // The photo's id in the address, so a new photo is a new URL.
      headShotPhotoUrl: photo ? `${photoPath(lead.id)}?v=${photo}` : null,
    },
    payment: { mandateId: lead.payment?.mandateId ?? null, mandateStatus: lead.payment?.mandateStatus ?? null },
  }
  if (!corporate) return view
  return {
    ...view,
    numberOfMembers: lead.numberOfMembers ?? null,
    businessIndustry: lead.profile?.industry ?? null,
    aboutCompany: lead.profile?.aboutMember ?? null,
  }
}
export type LeadView = ReturnType<typeof leadView>

/**
 * The lead's view with its members, newest first (read once the capability is checked). Newest by
 * id: a queued add's id is reserved when it is asked for, so the order is the order of the asks.
 */
export async function viewOf(lead: Lead, token: string) {
  if (lead.clientType !== 'Corporate') return leadView(lead, token)
  const payload = await getPayloadClient()
  const members = await payload.find({ collection: 'company-members', overrideAccess: true, depth: 0, limit: 20, pagination: false, sort: '-id', where: { lead: { equals: lead.id } } })
  return leadView(lead, token, members.docs as CompanyMember[])
}

// ---------------------------------------------------------------------------------------------
// Opening a lead

/** A continue link's token, or the whole e-mailed link pasted in its place. */
function tokenFrom(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return new URL(trimmed).searchParams.get('continueUrl')
    } catch {
      return null
    }
  }
  return trimmed
}

function queryToken(url: string): string | null {
  for (const [key, value] of new URL(url).searchParams) if (key.toLowerCase() === 'continueurl') return tokenFrom(value)
  return null
}

function cookieToken(headers: Headers): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === APPLICATION_COOKIE) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

export type Opened = { lead: Lead; token: string }

async function openByToken(token: string | null): Promise<Opened | null> {
  if (!token) return null
  const lead = await leadByContinueToken(await getPayloadClient(), token)
  return lead ? { lead, token: token.trim() } : null
}

/** The lead `id` names, when the request presents its capability; null alike for every other case. */
export async function openLead(request: Request, id: string, { cookie = false } = {}): Promise<Opened | null> {
  const token = tokenFrom(presentedCapability(request.headers)) ?? (cookie ? cookieToken(request.headers) : null)
  const opened = await openByToken(token)
  return opened && String(opened.lead.id) === id ? opened : null
}

/** 400 for an Idempotency-Key that is not one; null when the header is absent or well formed. */
export function badKey(request: Request): Response | null {
  const key = request.headers.get('idempotency-key')
  if (key === null || key === '' || isClientKey(key)) return null
  return invalid({ idempotencyKey: BAD_KEY_MESSAGE }, BAD_KEY_MESSAGE)
}

/** A write on the lead `id`: the capability first (404), then the key (400), then `run`. */
export async function write(request: Request, id: string, run: (opened: Opened) => Promise<Response>): Promise<Response> {
  const opened = await openLead(request, id)
  if (!opened) return notFound()
  return badKey(request) ?? run(opened)
}

export const leadReply = async (outcome: Outcome<{ lead: Lead }>, token: string, headers: Record<string, string> = {}) =>
  outcome.ok ? reply(await viewOf(outcome.lead, token), 200, headers) : failure(outcome)

/** A JSON body that must be an object; its fields are the schema's to check. */
export async function readObject(request: Request): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  const read = await readJson(request)
  if (!read.ok) return read
  if (!read.body || typeof read.body !== 'object' || Array.isArray(read.body)) return { ok: false, response: invalid({ _: 'Send a JSON object.' }) }
  return { ok: true, body: read.body as Record<string, unknown> }
}

// ---------------------------------------------------------------------------------------------
// Reads

/** GET /v1/api/Customer?continueUrl=: a list whose first (and only) item is the lead. */
export async function customerByContinueUrl(request: Request): Promise<Response> {
  const opened = await openByToken(queryToken(request.url) ?? tokenFrom(presentedCapability(request.headers)))
  return opened ? reply([await viewOf(opened.lead, opened.token)]) : notFound()
}

/** GET /v1/api/leads?continueurl=: the lead. */
export async function leadByContinueUrl(request: Request): Promise<Response> {
  const opened = await openByToken(queryToken(request.url) ?? tokenFrom(presentedCapability(request.headers)))
  return opened ? reply(await viewOf(opened.lead, opened.token)) : notFound()
}

/** GET /v1/api/Customer/{id}/photos: the stored JPEG, to the holder of the capability only. */
export async function getPhoto(request: Request, id: string): Promise<Response> {
  const opened = await openLead(request, id, { cookie: true })
  if (!opened) return notFound()
  return pictureResponse(idOf(opened.lead.profile?.headShot))
}

/** A stored profile picture as a private JPEG reply; 404 when there is none. */
export async function pictureResponse(photoId: number | null): Promise<Response> {
  const picture = await readProfilePicture(photoId)
  return picture ? pictureReply(picture.bytes) : reply({ message: NO_PHOTO_MESSAGE }, 404)
}

// ---------------------------------------------------------------------------------------------
// Start

/** POST /v1/api/leads with `startApplication: true`: the body is an application's first details. */
export const isStartRequest = (body: unknown): boolean => Boolean(body && typeof body === 'object' && (body as { startApplication?: unknown }).startApplication === true)

/**
 * 201 `{ id, membershipStatus, continueUrl }`: always a new lead, whose capability the caller gets,
 * so the answer says nothing of whether the address applied before (docs/decisions/045: the owner
 * of an address with an open application is e-mailed about both). With `companyName` and
 * `numberOfMembers` (3 to 10) it is a corporate start: the person is the company's primary contact.
 */
export async function startFromApi(request: Request, body: unknown): Promise<Response> {
  const bad = badKey(request)
  if (bad) return bad
  const parsed = startInputSchema.safeParse(body)
  const corporate = isCompanyStart(body as Record<string, unknown>)
  const company = corporate ? companyStartSchema.safeParse(body) : null
  if (!parsed.success || (company && !company.success)) {
    return invalid({ ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(company && !company.success ? fieldErrors(company.error) : {}) })
  }
  const started = await startApplication(parsed.data, { ip: clientIp(request.headers) }, company?.success ? company.data : undefined)
  if (!started.ok) return failure(started)
  return reply({ id: started.leadId, membershipStatus: 'Started', continueUrl: started.token }, 201)
}

// ---------------------------------------------------------------------------------------------
// The steps

/** PATCH /v1/api/Customer/{id}/address: the address object (spec 001 section 3, Address). */
export function patchAddress(request: Request, id: string): Promise<Response> {
  return write(request, id, async ({ lead, token }) => {
    const read = await readObject(request)
    if (!read.ok) return read.response
    const parsed = addressSchema.safeParse(read.body)
    if (!parsed.success) return invalid(fieldErrors(parsed.error))
    return leadReply(await saveAddress({ id: lead.id, token }, parsed.data), token)
  })
}

/** PATCH /v1/api/Customer/{id}/profile: gender, industry, role, aboutMember (the spec's "company" is accepted and not stored). */
export function patchProfile(request: Request, id: string): Promise<Response> {
  return write(request, id, async ({ lead, token }) => {
    const read = await readObject(request)
    if (!read.ok) return read.response
    const parsed = profileSchema.safeParse(read.body)
    if (!parsed.success) return invalid(fieldErrors(parsed.error))
    return leadReply(await saveProfile({ id: lead.id, token }, parsed.data), token)
  })
}

/**
 * PATCH /v1/api/Customer/{id}/access: the applicant's first details again (title, names, dial
 * code, mobile, date of birth, home club), checked by the same rules as the start. Not the e-mail
 * address: the capability was sent there; a different one is refused (the same one may be sent).
 */
export function patchAccess(request: Request, id: string): Promise<Response> {
  return write(request, id, async ({ lead, token }) => {
    const read = await readObject(request)
    if (!read.ok) return read.response
    const sent = read.body.emailAddress
    const emailChanged = typeof sent === 'string' && sent.trim() !== '' && sent.trim().toLowerCase() !== lead.emailAddress.toLowerCase()
    const parsed = startInputSchema.safeParse({ ...read.body, emailAddress: lead.emailAddress })
    const errors = parsed.success ? {} : fieldErrors(parsed.error)
    if (emailChanged) errors.emailAddress = EMAIL_FIXED_MESSAGE
    if (!parsed.success || emailChanged) return invalid(errors)
    const { emailAddress: _fixed, ...details } = parsed.data
    return leadReply(await saveDetails({ id: lead.id, token }, details), token)
  })
}

/** The body up to `max` bytes, or null when it is longer (read no further). */
export async function readLimited(request: Request, max: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > max) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

export const photoRefused = (status: 400 | 413 | 415, message: string) => reply({ message, errors: { photo: message } }, status)

/**
 * PATCH /v1/api/Customer/{id}/photos: multipart/form-data with the file in `photo` (or the first
 * file sent); a bare image body is taken too. At most 12 MB (413 beyond); checked by its bytes,
 * re-encoded as a JPEG without metadata (photo.ts). 429 while the lead has an upload in progress
 * or the process its most (Limits).
 */
export function patchPhoto(request: Request, id: string): Promise<Response> {
  return write(request, id, async ({ lead, token }) =>
    inPhotoSlot(lead.id, async () => {
      const upload = await readPhotoUpload(request, APPLICATION_PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge)
      if (!upload.ok) return upload.response
      return leadReply(await savePhoto({ id: lead.id, token }, upload.bytes), token)
    }),
  )
}

/**
 * Runs a photo upload of the lead's in one of the slots (model/photos/upload-gate.ts, decision
 * 045), or answers 429 with Retry-After at once, before the body is read.
 */
export async function inPhotoSlot(leadId: number, work: () => Promise<Response>): Promise<Response> {
  return inUploadSlot(`lead:${leadId}`, await photoLimits(), work, () =>
    reply({ message: PHOTO_MESSAGES.busy, errors: { photo: PHOTO_MESSAGES.busy } }, 429, { 'Retry-After': String(UPLOAD_RETRY_SECONDS) }),
  )
}

/**
 * A photo sent to the API: multipart/form-data with the file in `photo` (or the first file), or a
 * bare image body; at most `max` bytes (413 beyond, read no further), never empty.
 */
export async function readPhotoUpload(request: Request, max: number, tooLarge: string): Promise<{ ok: true; bytes: Buffer } | { ok: false; response: Response }> {
  const refused = (status: 400 | 413 | 415, message: string) => ({ ok: false as const, response: photoRefused(status, message) })
  const type = request.headers.get('content-type') ?? ''
  const multipart = /^multipart\/form-data\b/i.test(type)
  if (!multipart && !/^(image\/|application\/octet-stream\b)/i.test(type)) return refused(415, 'Send the photo as multipart/form-data, in the field "photo".')
  const body = await readLimited(request, max + (multipart ? MULTIPART_OVERHEAD : 0))
  if (!body) return refused(413, tooLarge)
  let bytes = body
  if (multipart) {
    let form: FormData
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
    } catch {
      return refused(400, 'The form data could not be read.')
    }
    const named = form.get('photo')
    const file = named instanceof File ? named : [...form.values()].find((v): v is File => v instanceof File)
    if (!file || file.size === 0) return refused(400, APPLICATION_FAILURES.photoRequired)
    if (file.size > max) return refused(413, tooLarge)
    bytes = Buffer.from(await file.arrayBuffer())
  }
  if (bytes.length === 0) return refused(400, APPLICATION_FAILURES.photoRequired)
  if (bytes.length > max) return refused(413, tooLarge)
  return { ok: true, bytes }
}

/** DELETE /v1/api/Customer/{id}/photos. */
export function deletePhoto(request: Request, id: string): Promise<Response> {
  return write(request, id, async ({ lead, token }) => leadReply(await removePhoto({ id: lead.id, token }), token))
}

/**
 * PATCH /v1/api/Customer/{id}/payment-reference (an empty object; any body is ignored): called
 * after the payer is back from the provider. When the lead waits on a setup and holds no live
 * mandate, the setup's outcome is read first (as the site's return page does), then the reference
 * is marked set. 409 when no mandate was set up, the bank has not confirmed yet, or it was cancelled.
 */
export function patchPaymentReference(request: Request, id: string): Promise<Response> {
  return write(request, id, async ({ lead, token }) => {
    const progress = progressOf(lead)
    if (!progress.applied && !progress.mandate && lead.payment?.billingRequestId) {
      const finished = await finishPayment({ id: lead.id, token })
      if (!finished.ok) return failure(finished)
    }
    return leadReply(await setPaymentReference({ id: lead.id, token }), token)
  })
}

/**
 * POST /v1/api/Customer/{id}/complete: the spec sends no body, so the call itself is the
 * applicant's agreement (the client shows the summary's agreement box before calling); a body of
 * `{ "agreement": false }` is refused. Completing again answers as before and sends nothing.
 */
export function postComplete(request: Request, id: string): Promise<Response> {
  return write(request, id, async ({ lead, token }) => {
    const text = await request.text().catch(() => '')
    if (text.trim()) {
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return reply({ message: 'The request body is not valid JSON.' }, 400)
      }
      if (body && typeof body === 'object' && (body as { agreement?: unknown }).agreement === false) {
        return invalid({ agreement: APPLICATION_MESSAGES.agreementRequired })
      }
    }
    const done = await completeApplication({ id: lead.id, token }, true)
    if (!done.ok) return failure(done)
    return reply(await viewOf(done.lead, token), 200, done.replayed ? { 'Idempotent-Replayed': 'true' } : {})
  })
}

// ---------------------------------------------------------------------------------------------
// Direct debit (the account is the lead)

/** The provider's idempotency for a client's key: a hash, so any key fits its length limit. */
const attemptOf = (key: string | null) => (key ? createHash('sha256').update(key).digest('base64url') : randomUUID())

/**
 * POST /v1/api/direct-debit/accounts/{accountId}/redirect-flows (body optional, ignored): starts a
 * mandate setup and answers `{ id, redirectUrl }`. A setup the lead has open is answered again (the
 * same Idempotency-Key gives the same flow too); a new one is started once it is finished,
 * cancelled or a day old. 429 with Retry-After beyond the hourly limits per lead and per address.
 */
export function postRedirectFlow(request: Request, accountId: string): Promise<Response> {
  return write(request, accountId, async ({ lead, token }) => {
    const started = await startPayment({ id: lead.id, token }, attemptOf(request.headers.get('idempotency-key') || null), { ip: clientIp(request.headers) })
    return started.ok ? reply({ id: started.id, redirectUrl: started.redirectUrl }, 201) : failure(started)
  })
}

/** GET /v1/api/direct-debit/accounts/{accountId}/mandates/{mandateId}: the lead's own mandate only. */
export async function getMandate(request: Request, accountId: string, mandateId: string): Promise<Response> {
  const opened = await openLead(request, accountId)
  if (!opened) return notFound()
  if (!opened.lead.payment?.mandateId || opened.lead.payment.mandateId !== mandateId) return reply({ message: NO_MANDATE_MESSAGE }, 404)
  try {
    const mandate = await getDirectDebitPort(getPayloadClient).getMandate(mandateId)
    if (!mandate) return reply({ message: NO_MANDATE_MESSAGE }, 404)
    return reply({ id: mandate.id, status: mandate.status, reference: mandate.reference, createdAt: mandate.createdAt, links: { customer: opened.lead.id } })
  } catch (error) {
    if (!(error instanceof DirectDebitUnavailable)) throw error
    console.error('Direct debit mandate could not be read:', error)
    return failure({ ok: false, status: 503, message: APPLICATION_FAILURES.load })
  }
}
