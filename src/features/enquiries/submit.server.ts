import 'server-only'

import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { fieldErrors } from '@/lib/forms/errors'
import { hitRateLimit, type RateRule } from '@/lib/http/rate-limit'
import { getPayloadClient } from '@/model/payload-client'
import { afterResponseSettled } from '@/lib/server/after-response'
import { drainAfterResponse } from '@/lib/server/drain-after-response'
import { derivedKeyOf, requestHash, resolveKey } from '@/lib/submissions/keys'
import { submitOnce } from '@/lib/submissions/submit-once'

import { API_ERROR_MESSAGE, CONSENT_PURPOSE, CONSENT_WORDING_VERSION, REQUEST_CONSENT_PURPOSE, REQUEST_CONSENT_WORDING } from './constants'
import { findSubmission, storeSubmission, type StoredSubmission } from './intake.server'
import { drainSubmissions, processSubmission } from './process.server'
import { enquiryInputSchema, tourRequestSchema, type EnquiryInput, type TourRequest } from './schema'

export type SubmitContext = {
  source: 'tour-form' | 'tour-api' | 'leads-api' | 'enquiry-form' | 'enquiry-api'
  ip: string
  idempotencyKey?: string
  honeypot?: string
  async?: boolean
}

export type SubmitResult =
  // No link to an earlier submission by the address: that is for staff only (docs/decisions/045).
  | { ok: true; status: 200 | 201 | 202; kind: 'lead' | 'enquiry'; id: number | null; replayed: boolean }
  | { ok: false; status: 400; message: string; errors: Record<string, string> }
  | { ok: false; status: 409 | 422 | 429 | 503; message: string; retryAfterSeconds?: number }

export const INVALID_MESSAGE = 'Please check the highlighted fields.'
export const RATE_LIMIT_MESSAGE =
  'Thank you for your interest. We have received several requests from your connection in a short time, so please wait a few minutes before sending another.'
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different submission. Send a new key for new data.'
export const BAD_KEY_MESSAGE = 'Idempotency-Key must be 8 to 200 printable characters, such as a UUID.'

const submissionsRule = (): RateRule => ({ name: 'submission', limit: getEnv().ENQUIRY_RATE_LIMIT, windowMs: 10 * 60 * 1000 })

type Collection = 'leads' | 'enquiries'

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
          // The club it is about: the record shows it and is filed under it, like a membership enquiry's home club.
          locationId: data.locationId,
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
  const data = parsed.data
  const hash = requestHash({ collection, data })
  // A submission without a key (a form posted without JavaScript, a client that sends none) gets one
  // from what was sent, by whom, within ten minutes: a double click stores once, a later letter anew.
  const resolved = resolveKey(ctx.idempotencyKey, () => derivedKeyOf([ctx.source, ctx.ip, hash], Date.now()))
  if (!resolved.ok) return { ok: false, status: 400, message: BAD_KEY_MESSAGE, errors: { idempotencyKey: BAD_KEY_MESSAGE } }
  const { key } = resolved

  try {
    const payload = await getPayloadClient()
    // With a limit, the key is looked up first so retries never count; without one,
    // storeSubmission finds or stores in one statement.
    const limited = getEnv().ENQUIRY_RATE_LIMIT > 0
    return await submitOnce<StoredSubmission, SubmitResult>({
      find: limited ? () => findSubmission(payload, key) : undefined,
      limit: limited ? () => hitRateLimit(payload, submissionsRule(), ctx.ip) : undefined,
      limited: (retryAfterSeconds) => ({ ok: false, status: 429, message: RATE_LIMIT_MESSAGE, retryAfterSeconds }),
      store: async () => {
        const fields = toData(data)
        const stored = await storeSubmission(payload, {
          kind,
          key,
          requestHash: hash,
          wake: Boolean(ctx.async),
          data: {
            ...fields,
            sourcePath: data.sourcePath,
            tracking: Object.fromEntries(TRACKING.map((k) => [k, data[k] as string | undefined])),
            consent: consentRecord(data, fields.enquiryType === 'office' || fields.enquiryType === 'event', new Date()),
            idempotencyKey: key,
            requestHash: hash,
          },
        })
        return { doc: stored, fresh: stored.fresh }
      },
      replay: (earlier) => replay(payload, earlier, hash, created),
      stored: (stored) => made(payload, kind, stored, created, Boolean(ctx.async)),
    })
  } catch (error) {
    console.error(`Could not store ${kind}:`, error)
    return { ok: false, status: 503, message: API_ERROR_MESSAGE, retryAfterSeconds: 5 }
  }
}

/** A newly stored submission's answer: acknowledged at once (async), or once its record is made. */
async function made(payload: Payload, kind: 'lead' | 'enquiry', stored: StoredSubmission, created: 201 | 202, async: boolean): Promise<SubmitResult> {
  if (async) {
    // Stored and acknowledged; the worker makes the record (docs/decisions/012).
    wakeProcessing(payload)
    return { ok: true, status: created, kind, id: stored.recordId, replayed: false }
  }
  // Synchronous callers (the forms) get the record made before the reply. Should that fail, the
  // submission is stored all the same and the worker makes it: the visitor has not lost anything.
  await processSubmission(payload, stored.id).catch((error: unknown) => {
    console.error(`Could not process ${kind} ${stored.recordId} now; the worker will:`, error)
    wakeProcessing(payload)
  })
  return { ok: true, status: created, kind, id: stored.recordId, replayed: false }
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

/**
 * A retry gets the first answer. A synchronous caller whose first copy is still being processed
 * (by a worker, or by the copy that stored it) waits for it, so its record exists when it answers.
 */
async function replay(payload: Payload, earlier: StoredSubmission, hash: string, status: 201 | 202): Promise<SubmitResult> {
  if (earlier.requestHash && earlier.requestHash !== hash) return { ok: false, status: 422, message: KEY_REUSED_MESSAGE }
  if (!earlier.processed && status === 201) await processSubmission(payload, earlier.id).catch(() => undefined)
  return { ok: true, status, kind: earlier.kind, id: earlier.recordId, replayed: true }
}

/**
 * After the reply, the serving process makes the waiting records itself, one drain at a time,
 * unless a separate worker does (`npm start` runs one; it is woken by the NOTIFY of the insert).
 */
const wakeProcessing = drainAfterResponse(drainSubmissions)

/** Resolves once records and e-mails started outside a request have finished (tests, scripts). */
export const notificationsSettled = afterResponseSettled
