import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { getDirectDebitPort, DirectDebitUnavailable } from '@/integrations/direct-debit/port'
import { getEmailPort, type EmailMessage } from '@/integrations/email/port'
import { capabilityHash } from '@/lib/capabilities/capability'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { getEnv } from '@/lib/env'
import { hitRateLimit } from '@/lib/http/rate-limit'
import { readLimits } from '@/model/limit-settings'
import { getPayloadClient } from '@/model/payload-client'
import { PHOTO_MESSAGES, processPhoto } from '@/model/photos/photo'
import { inUploadSlot, UPLOAD_RETRY_SECONDS, type UploadLimits } from '@/model/photos/upload-gate'
import { deleteReplacedPicture, storeProfilePicture } from '@/model/profile-picture-file'
import { logSuppressed, mayEmailVisitor } from '@/model/visitor-emails'
import type { Lead } from '@/payload-types'

import { addContinueLink, issueContinueToken, openedBy } from './continue-link.server'
import { alreadyStartedEmail, appliedEmail, continueLinkEmail, teamAppliedEmail } from './emails/applicant'
import { progressOf, refusal, type ApplicationWrite } from './progress'
import { APPLICATION_MESSAGES, type AddressInput, type ProfileInput, type StartInput } from './schema'

/**
 * The individual application's writes (spec 001 section 4, Individual flow). Every one takes the
 * lead its caller opened with the continue capability, locks its row, reads it afresh and checks
 * that the steps before are done, so no order of calls stores an application that skips a step.
 */

export const APPLICATION_FAILURES = {
  /** Spec 001 section 8: the about-you save failure, used for every step's save. */
  save: "We're sorry. We're not able to process your request right now. Please try again.",
  /** Spec 001 section 8: the about-you load failure, used when a step cannot load its lead. */
  load: "We're sorry. We're not able to process your request at this time.",
  // Ours (decision 021).
  finished: 'This application has been sent to the membership committee, so it can no longer be changed.',
  stepsMissing: 'Please complete the earlier steps first.',
  industryUnknown: 'Please select your industry',
  photoRequired: 'Please upload a recent photo of yourself showing your head and shoulders.',
  mandateRequired: 'Please set up your Direct Debit first.',
  notThisKind: 'This step belongs to the other kind of application (individual or corporate).',
  paymentCancelled: 'The Direct Debit was not set up. You can try again whenever you are ready.',
  paymentPending: 'Your bank has not confirmed the Direct Debit yet. Please wait a moment and try again.',
  rateLimited: 'We have received several applications from your connection in a short time. Please wait a few minutes and try again.',
  setupsLimited: 'You have started several Direct Debit setups in a short time. Please wait a few minutes and try again.',
  uploadsBusy: 'We are still working on a photo you sent. Please wait a moment and try again.',
} as const

export type Failure = { ok: false; status: 400 | 404 | 409 | 429 | 503; message: string; errors?: Record<string, string>; retryAfterSeconds?: number }
export type Outcome<T> = ({ ok: true } & T) | Failure

export const fail = (status: Failure['status'], message: string, errors?: Record<string, string>): Failure => ({ ok: false, status, message, errors })
const unavailable = (): Failure => fail(503, APPLICATION_FAILURES.save)

const START_WINDOW_MS = 10 * 60 * 1000

// ---------------------------------------------------------------------------------------------
// Start

export type Started = { kind: 'created'; leadId: number; token: string }

/** A corporate application starts with the company's name and how many memberships it wants (3 to 10). */
export type CompanyStart = { companyName: string; numberOfMembers: number }

/** The audit line on a lead whose start e-mail the per-address limit held back. */
export const EMAIL_HELD_BACK = 'Start e-mail not sent: this address has had its e-mails from the website for today (Limits)'

/**
 * The first details: always a new lead, whose continue capability the caller hands straight back
 * (the visitor has just made it), so the answer is the same whoever owns the address (issue 32 §4,
 * docs/decisions/045). Its link is e-mailed too. When the address already has an application in
 * progress (from the last 30 days, not yet sent), the new lead is linked to it for staff, and the
 * e-mail instead tells the owner of the address about both, with a new link to the earlier one:
 * added beside its links, never replacing them, as whoever typed the address may not own it. A
 * tour request with the address is linked the same way; its owner gets the usual e-mail.
 * E-mails to one address are limited per day (model/visitor-emails.ts): beyond it the visitor is
 * answered alike and nothing is sent, which the new lead's audit trail shows staff.
 */
export async function startApplication(input: StartInput, ctx: { ip: string }, company?: CompanyStart): Promise<Outcome<Started>> {
  const clientType = company ? 'Corporate' : 'Club'
  const payload = await getPayloadClient()
  const limit = getEnv().ENQUIRY_RATE_LIMIT
  if (limit > 0) {
    const verdict = await hitRateLimit(payload, { name: 'application-start', limit, windowMs: START_WINDOW_MS }, ctx.ip)
    if (!verdict.allowed) return { ...fail(429, APPLICATION_FAILURES.rateLimited), retryAfterSeconds: verdict.retryAfterSeconds }
  }
  const settings = getEnv()
  let queued: number[] = []
  const result = await withTransaction(payload, async (req): Promise<Started> => {
    // The same lock the tour pipeline takes, so an application and a tour request by one person at once do not miss each other.
    await sqlInTransaction(req, sql`SELECT pg_advisory_xact_lock(hashtext(${`leads:${input.emailAddress}`}))`)
    const earlier = await openLeadFor(payload, req, input.emailAddress, clientType)
    const lead = (await payload.create({
      collection: 'leads',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        clientType,
        ...company,
        source: 'application',
        title: input.title,
        firstName: input.firstName,
        lastName: input.lastName,
        emailAddress: input.emailAddress,
        dialCode: input.dialCode,
        mobileNumber: input.mobileNumber,
        dateOfBirth: input.dateOfBirth,
        locationId: input.locationId,
        club: await clubFor(payload, req, input.locationId),
        membershipStatus: 'Started',
        sourcePath: '/membership-application',
        // Staff see the person's earlier record (its own link first, as the tour pipeline links).
        ...(earlier ? { linkedTo: idOf(earlier.linkedTo) ?? earlier.id } : {}),
      } as never,
    })) as Lead
    const token = await issueContinueToken(payload, lead.id, req)
    if (!(await mayEmailVisitor(payload, input.emailAddress))) {
      await payload.update({ collection: 'leads', id: lead.id, req, overrideAccess: true, depth: 0, data: {}, context: { auditEntry: EMAIL_HELD_BACK } })
      logSuppressed('application start', { collection: 'leads', id: lead.id })
      return { kind: 'created', leadId: lead.id, token }
    }
    const message =
      earlier?.membershipStatus === 'Started'
        ? alreadyStartedEmail(earlier, await addContinueLink(payload, earlier.id, req), lead, token, settings)
        : continueLinkEmail(lead, token, settings, false)
    queued = [await getEmailPort().queue(payload, message, req)]
    return { kind: 'created', leadId: lead.id, token }
  }).catch((error: unknown) => {
    console.error('Could not start an application:', error)
    return null
  })
  if (!result) return unavailable()
  await getEmailPort().deliver(payload, queued)
  return { ok: true, ...result }
}

/**
 * The first lead of this kind by this address from the last 30 days whose application is not yet
 * sent: the first, as later ones may be strangers' starts with the address (decision 045).
 */
async function openLeadFor(payload: Payload, req: PayloadRequest, email: string, clientType: 'Club' | 'Corporate'): Promise<Lead | null> {
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString()
  const found = await payload.find({
    collection: 'leads',
    req,
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    sort: 'createdAt',
    where: {
      and: [
        { emailAddress: { equals: email } },
        { clientType: { equals: clientType } },
        { createdAt: { greater_than: since } },
        { or: [{ membershipStatus: { exists: false } }, { membershipStatus: { equals: 'Started' } }] },
      ],
    },
  })
  return (found.docs[0] as Lead | undefined) ?? null
}

async function clubFor(payload: Payload, req: PayloadRequest, locationId: number): Promise<number | undefined> {
  const found = await payload.find({ collection: 'clubs', req, overrideAccess: true, where: { locationId: { equals: locationId } }, limit: 1, depth: 0, pagination: false, select: {} })
  return found.docs[0]?.id as number | undefined
}

// ---------------------------------------------------------------------------------------------
// The steps

export type Step<T> = (lead: Lead, req: PayloadRequest, payload: Payload) => Promise<Outcome<T>>

/**
 * The lead a write is for, and the continue capability its caller presented: the row is locked
 * only while that capability is still the lead's, so a link replaced a moment ago (a new start, a
 * reminder) changes nothing, even by a request that opened the lead just before.
 */
export type LeadRef = { id: number; token: string }

/**
 * The same capability as its hash, for work done later on the caller's behalf (a queued member
 * add): the hash is what the lead row holds, so the token itself is never stored twice.
 */
export type LeadClaim = { id: number; capabilityHash: string }

/** Runs a step's write on the lead, locked and read afresh; refused once the application is sent. */
export async function onLead<T>(ref: LeadRef | LeadClaim, write: ApplicationWrite, work: Step<T>): Promise<Outcome<T>> {
  const leadId = ref.id
  const hash = 'capabilityHash' in ref ? ref.capabilityHash : capabilityHash(ref.token)
  if (!hash) return fail(404, APPLICATION_FAILURES.load)
  try {
    const payload = await getPayloadClient()
    return await withTransaction(payload, async (req) => {
      const [row] = await sqlInTransaction<{ id: number }>(
        req,
        sql`SELECT id FROM leads WHERE id = ${leadId} AND ${openedBy(hash)} FOR UPDATE`,
      )
      if (!row) return fail(404, APPLICATION_FAILURES.load)
      const lead = (await payload.findByID({ collection: 'leads', id: leadId, req, overrideAccess: true, depth: 0 })) as Lead
      const refused = refusal(write, lead)
      if (refused) return fail(409, APPLICATION_FAILURES[refused])
      return work(lead, req, payload)
    })
  } catch (error) {
    console.error(`Application step on lead ${leadId} failed:`, error)
    return unavailable()
  }
}

const update = (payload: Payload, req: PayloadRequest, id: number, data: Record<string, unknown>, why: string) =>
  payload.update({ collection: 'leads', id, req, overrideAccess: true, depth: 0, data: data as never, context: { system: why } }) as Promise<Lead>

export function saveAddress(ref: LeadRef, address: AddressInput): Promise<Outcome<{ lead: Lead }>> {
  return onLead(ref, 'address', async (lead, req, payload) => ({ ok: true, lead: await update(payload, req, lead.id, { address }, 'application address') }))
}

export function saveProfile(ref: LeadRef, profile: ProfileInput): Promise<Outcome<{ lead: Lead }>> {
  return onLead(ref, 'profile', async (lead, req, payload) => {
    const industry = await payload.find({ collection: 'industries', req, overrideAccess: true, limit: 1, pagination: false, depth: 0, where: { and: [{ value: { equals: profile.industry } }, { hidden: { not_equals: true } }] } })
    if (!industry.docs.length) return fail(400, APPLICATION_FAILURES.industryUnknown, { industry: APPLICATION_FAILURES.industryUnknown })
    return { ok: true, lead: await update(payload, req, lead.id, { profile: { ...profile, headShot: idOf(lead.profile?.headShot) } }, 'application profile') }
  })
}

const idOf = (v: unknown): number | null => (v && typeof v === 'object' ? ((v as { id: number }).id ?? null) : typeof v === 'number' ? v : null)

/** Corporate operation 0: the primary contact's details and role (the e-mail stays the one the link went to). */
export function saveContact(ref: LeadRef, contact: Omit<StartInput, 'emailAddress' | 'dateOfBirth' | 'locationId'> & { role: string }): Promise<Outcome<{ lead: Lead }>> {
  return onLead(ref, 'contact', async (lead, req, payload) => {
    const { role, ...person } = contact
    return { ok: true, lead: await update(payload, req, lead.id, { ...person, profile: { ...lead.profile, headShot: idOf(lead.profile?.headShot), role } }, 'corporate contact') }
  })
}

/** Corporate step 2: the company's industry, what it does, and its website. */
export function saveBusinessDetails(ref: LeadRef, company: { businessIndustry: string; aboutCompany: string; companyWebsite: string }): Promise<Outcome<{ lead: Lead }>> {
  return onLead(ref, 'company', async (lead, req, payload) => {
    const industry = await payload.find({ collection: 'industries', req, overrideAccess: true, limit: 1, pagination: false, depth: 0, where: { and: [{ value: { equals: company.businessIndustry } }, { hidden: { not_equals: true } }] } })
    if (!industry.docs.length) return fail(400, APPLICATION_FAILURES.industryUnknown, { businessIndustry: APPLICATION_FAILURES.industryUnknown })
    const profile = { ...lead.profile, headShot: idOf(lead.profile?.headShot), industry: company.businessIndustry, aboutMember: company.aboutCompany }
    return { ok: true, lead: await update(payload, req, lead.id, { profile, webSite: company.companyWebsite || null }, 'corporate company details') }
  })
}

/** Corporate step 3 seen: the spec's members-page flag, kept on the lead. */
export function markMembersVisited(ref: LeadRef): Promise<Outcome<{ lead: Lead }>> {
  return onLead(ref, 'membersVisited', async (lead, req, payload) =>
    lead.membersReviewedAt ? { ok: true, lead } : { ok: true, lead: await update(payload, req, lead.id, { membersReviewedAt: new Date().toISOString() }, 'corporate members page visited') },
  )
}

/** PATCH access: the first details again (not the e-mail, which the continue link was sent to); the home club follows the location. */
export function saveDetails(ref: LeadRef, details: Omit<StartInput, 'emailAddress'>): Promise<Outcome<{ lead: Lead }>> {
  return onLead(ref, 'details', async (lead, req, payload) => ({
    ok: true,
    lead: await update(payload, req, lead.id, { ...details, club: (await clubFor(payload, req, details.locationId)) ?? null }, 'application details'),
  }))
}

/** The photo: checked and re-encoded (photo.ts), stored in profile-pictures, replacing the one before. */
export async function savePhoto(ref: LeadRef, bytes: Buffer): Promise<Outcome<{ lead: Lead }>> {
  const photo = await processPhoto(bytes)
  if (!photo.ok) return fail(400, photo.message, { photo: photo.message })
  return replacingPhoto(ref, 'photo', async (lead, req, payload) => {
    const stored = await storeProfilePicture(payload, photo.jpeg, `lead-${lead.id}.jpg`, { req, lead: lead.id })
    return update(payload, req, lead.id, { profile: { ...lead.profile, headShot: stored } }, 'application photo')
  })
}

/** The limits of photo uploads in progress, for the application's and its members' photos (decision 045). */
export async function photoLimits(): Promise<UploadLimits> {
  const limits = await readLimits(await getPayloadClient())
  return { perLead: limits.photoUploadsPerLead, perProcess: limits.photoUploadsPerProcess }
}

/**
 * A photo's processing in one of the upload slots (model/photos/upload-gate.ts), for the wizard's
 * forms; refused at once with "try again in a moment" when the lead or the process has no slot.
 */
export async function inPhotoSlotOf<T>(leadId: number, work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  return inUploadSlot(`lead:${leadId}`, await photoLimits(), work, () => ({
    ...fail(429, PHOTO_MESSAGES.busy, { photo: PHOTO_MESSAGES.busy }),
    retryAfterSeconds: UPLOAD_RETRY_SECONDS,
  }))
}

export function removePhoto(ref: LeadRef): Promise<Outcome<{ lead: Lead }>> {
  return replacingPhoto(ref, 'removePhoto', (lead, req, payload) =>
    update(payload, req, lead.id, { profile: { ...lead.profile, headShot: null } }, 'application photo removed'),
  )
}

/**
 * Changes the lead's photo, then deletes the one it held once that is committed: deleting inside
 * the transaction would remove its file even when the change is rolled back.
 */
async function replacingPhoto(ref: LeadRef, write: 'photo' | 'removePhoto', change: (lead: Lead, req: PayloadRequest, payload: Payload) => Promise<Lead>): Promise<Outcome<{ lead: Lead }>> {
  let before: number | null = null
  const outcome = await onLead(ref, write, async (lead, req, payload) => {
    before = idOf(lead.profile?.headShot)
    return { ok: true, lead: await change(lead, req, payload) }
  })
  if (outcome.ok && before !== null) await deleteReplacedPicture(before)
  return outcome
}

// ---------------------------------------------------------------------------------------------
// Payment

/** How long a setup page is offered again: well within the provider's flow lifetime (GoCardless: 7 days). */
const FLOW_REUSE_HOURS = 24
const HOUR_MS = 60 * 60 * 1000

/**
 * Starts a Direct Debit mandate setup at the provider and remembers its billing request on the
 * lead; the caller sends the applicant to `redirectUrl`. `attempt` makes a retried call (the same
 * click, sent again) create nothing twice at the provider. A setup the lead has open (started in
 * the last day, neither finished nor cancelled at the provider) is offered again rather than a new
 * one made, and setups are limited per lead and per network address each hour (Limits): each new
 * one is a call to the provider (issue 32 §4, decision 045).
 */
export function startPayment(ref: LeadRef, attempt: string, ctx: { ip: string }): Promise<Outcome<{ id: string; redirectUrl: string }>> {
  return onLead(ref, 'startPayment', async (lead, req, payload) => {
    const limits = await readLimits(payload)
    for (const [rule, subject] of [
      [{ name: 'dd-setup-lead', limit: limits.directDebitSetupsPerLeadPerHour, windowMs: HOUR_MS }, String(lead.id)],
      [{ name: 'dd-setup-address', limit: limits.directDebitSetupsPerAddressPerHour, windowMs: HOUR_MS }, ctx.ip],
    ] as const) {
      const verdict = await hitRateLimit(payload, rule, subject)
      if (!verdict.allowed) return { ...fail(429, APPLICATION_FAILURES.setupsLimited), retryAfterSeconds: verdict.retryAfterSeconds }
    }
    const { serverUrl } = getEnv()
    // The provider sends the payer back to the wizard they came from.
    const base = lead.clientType === 'Corporate' ? '/corporate' : '/application'
    const port = getDirectDebitPort(getPayloadClient)
    try {
      const open = await openFlow(req, lead)
      if (open && (await port.setupOutcome(open.billing_request_id)).state === 'pending') return { ok: true, id: open.flow_id, redirectUrl: open.redirect_url }
      const setup = await port.startMandateSetup({
        payer: {
          givenName: lead.firstName ?? '',
          familyName: lead.lastName ?? '',
          email: lead.emailAddress,
          addressLine1: lead.address?.addressLine1 ?? undefined,
          addressLine2: lead.address?.addressLine2 || undefined,
          city: lead.address?.town ?? undefined,
          postalCode: lead.address?.postcode || undefined,
          countryCode: lead.address?.country === 'United Kingdom' ? 'GB' : undefined,
        },
        reference: `lead-${lead.id}`,
        redirectUri: `${serverUrl}${base}/payment/return`,
        exitUri: `${serverUrl}${base}/payment?result=cancelled`,
        idempotencyKey: `lead-${lead.id}-${attempt}`.slice(0, 128),
      })
      await update(payload, req, lead.id, { payment: { ...lead.payment, billingRequestId: setup.billingRequestId } }, 'direct debit setup started')
      await sqlInTransaction(
        req,
        sql`INSERT INTO lead_payment_flows (lead_id, flow_id, redirect_url, billing_request_id) VALUES (${lead.id}, ${setup.id}, ${setup.redirectUrl}, ${setup.billingRequestId})
            ON CONFLICT (lead_id) DO UPDATE SET flow_id = EXCLUDED.flow_id, redirect_url = EXCLUDED.redirect_url, billing_request_id = EXCLUDED.billing_request_id, created_at = now()`,
      )
      return { ok: true, id: setup.id, redirectUrl: setup.redirectUrl }
    } catch (error) {
      if (!(error instanceof DirectDebitUnavailable)) throw error
      console.error('Direct debit setup could not start:', error)
      return unavailable()
    }
  })
}

type FlowRow = { flow_id: string; redirect_url: string; billing_request_id: string }

/** The setup page last opened for the lead, while it is recent and still the lead's current setup. */
async function openFlow(req: PayloadRequest, lead: Lead): Promise<FlowRow | null> {
  if (!lead.payment?.billingRequestId || lead.payment.mandateId) return null
  const [row] = await sqlInTransaction<FlowRow>(
    req,
    sql`SELECT flow_id, redirect_url, billing_request_id FROM lead_payment_flows
        WHERE lead_id = ${lead.id} AND billing_request_id = ${lead.payment.billingRequestId} AND created_at > now() - make_interval(hours => ${FLOW_REUSE_HOURS})`,
  )
  return row ?? null
}

/**
 * The applicant is back from the provider: reads what became of the setup (the webhook may not
 * have arrived), stores the mandate and its state, and patches the payment reference.
 */
export function finishPayment(ref: LeadRef): Promise<Outcome<{ lead: Lead }>> {
  return onLead(ref, 'finishPayment', async (lead, req, payload) => {
    const billingRequestId = lead.payment!.billingRequestId!
    const port = getDirectDebitPort(getPayloadClient)
    try {
      const outcome = await port.setupOutcome(billingRequestId)
      if (outcome.state === 'cancelled') return fail(409, APPLICATION_FAILURES.paymentCancelled)
      if (outcome.state === 'pending') return fail(409, APPLICATION_FAILURES.paymentPending)
      const mandate = await port.getMandate(outcome.mandateId)
      const now = new Date().toISOString()
      const payment = {
        ...lead.payment,
        mandateId: outcome.mandateId,
        mandateStatus: mandate?.status ?? lead.payment?.mandateStatus ?? null,
        mandateStatusAt: mandate ? now : (lead.payment?.mandateStatusAt ?? null),
        referenceSetAt: now,
      }
      // A webhook that stored a later state first is kept.
      if (lead.payment?.mandateId === outcome.mandateId && lead.payment.mandateStatusAt && lead.payment.mandateStatus) {
        Object.assign(payment, { mandateStatus: lead.payment.mandateStatus, mandateStatusAt: lead.payment.mandateStatusAt })
      }
      return { ok: true, lead: await update(payload, req, lead.id, { payment }, 'direct debit mandate stored') }
    } catch (error) {
      if (!(error instanceof DirectDebitUnavailable)) throw error
      console.error('Direct debit outcome could not be read:', error)
      return unavailable()
    }
  })
}

/** PATCH payment-reference: marks the mandate's reference as set, once a mandate is stored. */
export function setPaymentReference(ref: LeadRef): Promise<Outcome<{ lead: Lead }>> {
  return onLead(ref, 'paymentReference', async (lead, req, payload) => {
    if (lead.payment?.referenceSetAt) return { ok: true, lead }
    return { ok: true, lead: await update(payload, req, lead.id, { payment: { ...lead.payment, referenceSetAt: new Date().toISOString() } }, 'payment reference set') }
  })
}

// ---------------------------------------------------------------------------------------------
// Complete

/**
 * Sends the application: every step done, a live mandate, the agreement given. Sets Applied and
 * e-mails the applicant and the membership team, once: completing again answers as before.
 */
export async function completeApplication(ref: LeadRef, agreement: boolean): Promise<Outcome<{ lead: Lead; replayed: boolean }>> {
  const queued: number[] = []
  const outcome = await onLead(
    ref,
    'complete',
    async (lead, req, payload): Promise<Outcome<{ lead: Lead; replayed: boolean }>> => {
      if (progressOf(lead).applied) return { ok: true, lead, replayed: true }
      if (!agreement) return fail(400, APPLICATION_MESSAGES.agreementRequired, { agreement: APPLICATION_MESSAGES.agreementRequired })
      const now = new Date().toISOString()
      const updated = await update(
        payload,
        req,
        lead.id,
        { membershipStatus: 'Applied', appliedAt: now, agreementAcceptedAt: now, payment: { ...lead.payment, referenceSetAt: lead.payment?.referenceSetAt ?? now } },
        'application complete',
      )
      const settings = getEnv()
      const members = updated.clientType === 'Corporate' ? (await payload.count({ collection: 'company-members', req, overrideAccess: true, where: { lead: { equals: lead.id } } })).totalDocs : 0
      const messages: EmailMessage[] = [appliedEmail(updated, settings), teamAppliedEmail(updated, settings, members)]
      for (const message of messages) queued.push(await getEmailPort().queue(payload, message, req))
      return { ok: true, lead: updated, replayed: false }
    },
  )
  if (outcome.ok && queued.length) await getEmailPort().deliver(await getPayloadClient(), queued)
  return outcome
}
