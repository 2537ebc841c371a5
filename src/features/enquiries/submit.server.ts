import 'server-only'

import type { Payload } from 'payload'

import { getEmailPort } from '@/integrations/email/port'
import { getEnv } from '@/lib/env'
import type { Enquiry, Lead } from '@/payload-types'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { getPayloadClient } from '@/lib/payload'
import { afterResponseSettled, runAfterResponse } from '@/lib/server/after-response'

import { API_ERROR_MESSAGE, CONSENT_PURPOSE, CONSENT_WORDING_VERSION, REQUEST_CONSENT_PURPOSE, REQUEST_CONSENT_WORDING } from './constants'
import { derivedKey, isValidKey, requestHash } from './idempotency'
import { notifySubmission } from './notifications.server'
import { enquiryInputSchema, fieldErrors, tourRequestSchema, type EnquiryInput, type TourRequest } from './schema'

export type SubmitContext = {
  source: 'tour-form' | 'tour-api' | 'leads-api' | 'enquiry-form' | 'enquiry-api'
  ip: string
  idempotencyKey?: string
  honeypot?: string
  async?: boolean
}

export type SubmitResult =
  | { ok: true; status: 200 | 201 | 202; kind: 'lead' | 'enquiry'; id: number | null; replayed: boolean; linkedTo?: number }
  | { ok: false; status: 400; message: string; errors: Record<string, string> }
  | { ok: false; status: 409 | 422 | 429 | 503; message: string; retryAfterSeconds?: number }

export const INVALID_MESSAGE = 'Please check the highlighted fields.'
export const RATE_LIMIT_MESSAGE =
  'Thank you for your interest. We have received several requests from your connection in a short time, so please wait a few minutes before sending another.'
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different submission. Send a new key for new data.'
export const BAD_KEY_MESSAGE = 'Idempotency-Key must be 8 to 200 printable characters, such as a UUID.'

const LINK_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

let limiter: ReturnType<typeof createRateLimiter> | undefined
const rateLimiter = () =>
  (limiter ??= createRateLimiter({ limit: getEnv().ENQUIRY_RATE_LIMIT, windowMs: 10 * 60 * 1000 }))

type Collection = 'leads' | 'enquiries'
type Stored = { id: number; requestHash?: string | null; linkedTo?: number | { id: number } | null }

const idOf = (v: Stored['linkedTo']): number | undefined => (v && typeof v === 'object' ? v.id : (v ?? undefined))

/** A tour request (form, API or the leads call): validated, deduplicated, stored as a lead, notified. */
export function submitTour(payload: unknown, ctx: SubmitContext): Promise<SubmitResult> {
  return submit('leads', tourRequestSchema.safeParse(payload), ctx, (data: TourRequest) => ({
    clientType: data.clientType,
    ...person(data),
    companyName: data.clientType === 'Corporate' ? data.companyName : undefined,
    numberOfMembers: data.clientType === 'Corporate' ? data.numberOfMembers : undefined,
    source: ctx.source === 'tour-form' ? 'tour-form' : ctx.source === 'leads-api' ? 'leads-api' : 'tour-api',
  }))
}

/** An enquiry (membership form, office or event panel, or the Enquiry/create call), stored as an enquiry. */
export function submitEnquiry(input: unknown, ctx: SubmitContext): Promise<SubmitResult> {
  return submit('enquiries', enquiryInputSchema.safeParse(input), ctx, (data: EnquiryInput) =>
    data.enquiryType === 'office' || data.enquiryType === 'event'
      ? {
          enquiryType: data.enquiryType,
          fullName: data.fullName,
          emailAddress: normaliseEmail(data.email),
          mobileNumber: data.phone,
          message: data.enquiry,
          queryOrigin: data.queryOrigin,
        }
      : {
          enquiryType: data.enquiryType,
          ...person(data as MembershipEnquiry),
          companyName: data.enquiryType === 'corporate' ? data.companyName : undefined,
          numberOfMembers: data.enquiryType === 'corporate' ? data.numberOfMembers : undefined,
          proposerName: data.enquiryType === 'social' ? data.proposerName : undefined,
          proposerEmail: data.enquiryType === 'social' ? data.proposerEmail : undefined,
          instagramAccount: data.enquiryType === 'social' ? data.instagramAccount : undefined,
        },
  )
}

/** Addresses are compared without regard to case, so they are stored that way. */
const normaliseEmail = (email: string) => email.trim().toLowerCase()

type MembershipEnquiry = Extract<EnquiryInput, { enquiryType: 'club' | 'social' | 'corporate' }>

function person(data: TourRequest | MembershipEnquiry) {
  return {
    title: data.title,
    firstName: data.firstName,
    lastName: data.lastName,
    emailAddress: normaliseEmail(data.emailAddress),
    mobileNumber: data.mobileNumber,
    dateOfBirth: data.dateOfBirth,
    locationId: data.locationId,
  }
}

type Parsed<T> = { success: true; data: T } | { success: false; error: import('zod').ZodError }

async function submit<T extends { sourcePath?: string; termsAccepted?: boolean; consentText?: string } & Partial<Record<string, unknown>>>(
  collection: Collection,
  parsed: Parsed<T>,
  ctx: SubmitContext,
  toData: (data: T) => Record<string, unknown>,
): Promise<SubmitResult> {
  const kind = collection === 'leads' ? 'lead' : 'enquiry'
  const created = ctx.async ? 202 : 201
  // Bots that fill the hidden field are thanked and forgotten, so they learn nothing.
  if (ctx.honeypot && ctx.honeypot.trim() !== '') return { ok: true, status: created, kind, id: null, replayed: false }
  if (!parsed.success) return { ok: false, status: 400, message: INVALID_MESSAGE, errors: fieldErrors(parsed.error) }
  if (ctx.idempotencyKey !== undefined && ctx.idempotencyKey !== '' && !isValidKey(ctx.idempotencyKey)) {
    return { ok: false, status: 400, message: BAD_KEY_MESSAGE, errors: { idempotencyKey: BAD_KEY_MESSAGE } }
  }

  const data = parsed.data
  const hash = requestHash({ collection, data })
  const key = ctx.idempotencyKey || derivedKey(ctx.source, ctx.ip, hash)

  try {
    const payload = await getPayloadClient()
    const earlier = await findByKey(payload, collection, key)
    if (earlier) return replay(earlier, hash, kind, created)

    const limit = rateLimiter().take(ctx.ip)
    if (!limit.allowed) return { ok: false, status: 429, message: RATE_LIMIT_MESSAGE, retryAfterSeconds: limit.retryAfterSeconds }

    const fields = toData(data)
    const now = new Date()
    const linkedTo = await firstRecentSubmission(payload, collection, String(fields.emailAddress), now)
    const doc = await payload
      .create({
        collection,
        overrideAccess: true,
        data: {
          ...fields,
          club: await clubFor(payload, fields.locationId),
          sourcePath: data.sourcePath,
          tracking: Object.fromEntries(TRACKING.map((k) => [k, data[k] as string | undefined])),
          consent: consentRecord(data, fields.enquiryType === 'office' || fields.enquiryType === 'event', now),
          linkedTo,
          idempotencyKey: key,
          requestHash: hash,
        } as never,
      })
      .catch(async (error: unknown) => {
        // Two copies of one submission raced: the other stored it first, so this one is its replay.
        const winner = await findByKey(payload, collection, key)
        if (winner) return { winner }
        throw error
      })
    if ('winner' in doc) return replay(doc.winner as Stored, hash, kind, created)

    const notify = () =>
      notifySubmission(payload, kind === 'lead' ? { kind: 'lead', doc: doc as Lead } : { kind: 'enquiry', doc: doc as Enquiry })
    // The local outbox records in milliseconds; a slow or unreachable mail server must not hold the visitor.
    if (ctx.async || getEmailPort().name !== 'local') runAfterResponse(notify)
    else await notify()
    return { ok: true, status: created, kind, id: doc.id as number, replayed: false, linkedTo }
  } catch (error) {
    console.error(`Could not store ${kind}:`, error)
    return { ok: false, status: 503, message: API_ERROR_MESSAGE, retryAfterSeconds: 5 }
  }
}

/** What the visitor agreed to, in the words they saw, stamped in UTC. */
function consentRecord(data: { termsAccepted?: boolean; consentText?: string }, request: boolean, now: Date) {
  if (data.termsAccepted !== true) return { given: false }
  return {
    given: true,
    at: now.toISOString(),
    wordingVersion: CONSENT_WORDING_VERSION,
    wording: data.consentText ?? (request ? REQUEST_CONSENT_WORDING : `I consent to ${CONSENT_PURPOSE}.`),
    purpose: request ? REQUEST_CONSENT_PURPOSE : CONSENT_PURPOSE,
  }
}

const TRACKING = [
  'gaUtmCampaign', 'gaUtmSource', 'gaUtmMedium', 'gaUtmContent', 'gaUtmTerm', 'gaClientId', 'referrerMemberId', 'referrerCustomerId',
] as const

function replay(earlier: Stored, hash: string, kind: 'lead' | 'enquiry', status: 201 | 202): SubmitResult {
  if (earlier.requestHash && earlier.requestHash !== hash) return { ok: false, status: 422, message: KEY_REUSED_MESSAGE }
  return { ok: true, status, kind, id: earlier.id, replayed: true, linkedTo: idOf(earlier.linkedTo) }
}

async function findByKey(payload: Payload, collection: Collection, key: string): Promise<Stored | undefined> {
  const found = await payload.find({
    collection,
    overrideAccess: true,
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { requestHash: true, linkedTo: true },
  })
  return found.docs[0] as Stored | undefined
}

/** The first submission with this address in the last 30 days, which a repeat is linked to. */
async function firstRecentSubmission(payload: Payload, collection: Collection, email: string, now: Date): Promise<number | undefined> {
  const found = await payload.find({
    collection,
    overrideAccess: true,
    where: { and: [{ emailAddress: { equals: email } }, { createdAt: { greater_than: new Date(now.getTime() - LINK_WINDOW_MS).toISOString() } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { linkedTo: true },
  })
  const first = found.docs[0] as Stored | undefined
  return first ? (idOf(first.linkedTo) ?? first.id) : undefined
}

const clubIds = new Map<number, number | undefined>()

async function clubFor(payload: Payload, locationId: unknown): Promise<number | undefined> {
  if (typeof locationId !== 'number') return undefined
  if (!clubIds.has(locationId)) {
    const found = await payload.find({ collection: 'clubs', overrideAccess: true, where: { locationId: { equals: locationId } }, limit: 1, depth: 0, pagination: false, select: {} })
    const id = found.docs[0]?.id as number | undefined
    if (id === undefined) return undefined
    clubIds.set(locationId, id)
  }
  return clubIds.get(locationId)
}

/** Resolves once e-mails started outside a request have finished (tests, scripts). */
export const notificationsSettled = afterResponseSettled
