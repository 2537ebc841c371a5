'use server'

import { refresh } from 'next/cache'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { fieldErrors } from '@/lib/forms/errors'
import { typedValues } from '@/lib/forms/form-values'
import { getEnv } from '@/lib/env'
import { clientIp } from '@/lib/http/client-ip'
import { getPayloadClient } from '@/model/payload-client'
import { dateOfBirthFromParts } from '@/model/person-rules'

import { addressIntent } from '../address-intent.server'
import type { CompanyMember, Lead } from '@/payload-types'

import { APPLICATION_FAILURES, completeApplication, inPhotoSlotOf, markMembersVisited, removePhoto, saveAddress, saveBusinessDetails, saveContact, savePhoto, startApplication, type LeadRef, type Outcome } from '../application.server'
import { addressSchema, startFormSchema } from '../schema'
import { forgetSentApplication, heldApplication, rememberApplication, sentApplication, sentPath } from '../session.server'
import { failedStep, type StepState } from '../step-state'
import { drainMemberAdds, memberAddState, queueMemberAdd } from './member-adds.server'
import { removeMember, saveMemberPhoto, updateMember } from './members.server'
import { MEMBER_MESSAGES, memberSchema, type MemberInput } from './members'
import { businessSchema, companyStartSchema, contactSchema } from './schema'
import { CORPORATE_LOAD_FAILURE } from './load-failure'
import { afterContactDetails, afterMembers } from './steps'

/**
 * The corporate wizard's server actions (spec 001 sections 2 and 4), posted with or without
 * JavaScript; the company's lead is the one the visitor's cookie opens.
 */

/** No application in this browser: the sent state when it sent one (a form of a page from before sending), else the load failure. */
async function noLead(values: Record<string, string>): Promise<StepState> {
  const sent = await sentApplication()
  if (sent) redirect(sentPath(sent))
  return { errors: {}, values, message: CORPORATE_LOAD_FAILURE }
}
const fileOf = (formData: FormData, name: string) => {
  const file = formData.get(name)
  return file instanceof File && file.size > 0 ? file : null
}

export async function startCorporateAction(_previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const person = startFormSchema.safeParse(values)
  const company = companyStartSchema.safeParse(values)
  if (!person.success || !company.success) return { errors: { ...(person.success ? {} : fieldErrors(person.error)), ...(company.success ? {} : fieldErrors(company.error)) }, values }
  if (person.data.honeypot?.trim()) return { errors: {}, values: {}, sent: true }
  const result = await startApplication(person.data.input, { ip: clientIp(await headers()) }, company.data)
  if (!result.ok) return failedStep(result, values)
  await rememberApplication(result.token)
  redirect('/corporate/contact-details')
}

/** Step 1: the photo, then the address, then the contact (operation 0), as the spec orders the saves. */
export async function contactDetailsAction(_previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const held = await heldApplication()
  if (!held) return noLead(values)
  const { lead, ref } = held
  // A photo chosen before any of the address buttons is kept at once: a post resets the file field.
  const photo = fileOf(formData, 'photo')
  let photoHeld = lead.profile?.headShot != null
  let photoError: Record<string, string> = {}
  if (photo) {
    const stored = await inPhotoSlotOf(ref.id, async () => savePhoto(ref, Buffer.from(await photo.arrayBuffer())))
    if (stored.ok) {
      photoHeld = true
      refresh()
    } else photoError = stored.errors ?? { photo: stored.message }
  }
  if (formData.get('intent') === 'removePhoto') {
    const removed = await removePhoto(ref)
    refresh()
    return removed.ok ? { errors: {}, values, manual: true } : failedStep(removed, values, { manual: true })
  }
  const answered = await addressIntent(formData, values)
  if (answered) return { ...answered, errors: { ...answered.errors, ...photoError } }
  const contact = contactSchema.safeParse(values)
  const address = addressSchema.safeParse(values)
  const errors = { ...(contact.success ? {} : fieldErrors(contact.error)), ...(address.success ? {} : fieldErrors(address.error)), ...photoError }
  if (!photoHeld) errors.photo = APPLICATION_FAILURES.photoRequired
  if (!contact.success || !address.success || !photoHeld || photoError.photo) return { errors, values, manual: true }
  const savedAddress = await saveAddress(ref, address.data)
  if (!savedAddress.ok) return failedStep(savedAddress, values, { manual: true })
  const savedContact = await saveContact(ref, contact.data)
  if (!savedContact.ok) return failedStep(savedContact, values, { manual: true })
  redirect(afterContactDetails(formData.get('edit') === 'true', savedContact.lead.webSite))
}

export async function aboutCompanyAction(_previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const held = await heldApplication()
  if (!held) return noLead(values)
  const parsed = businessSchema.safeParse(values)
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values }
  const saved = await saveBusinessDetails(held.ref, parsed.data)
  if (!saved.ok) return failedStep(saved, values)
  redirect(formData.get('edit') === 'true' && saved.lead.membersReviewedAt ? '/corporate/summary' : '/corporate/members')
}

/**
 * The members page's forms: add or update a member (intent save, with a member id to update),
 * ask to remove one (intent remove: the confirmation shows), confirm (intent confirmRemove,
 * operation 3) or cancel. The page shows the list afresh after each.
 */
export async function memberAction(previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const held = await heldApplication()
  if (!held) return noLead(values)
  const intent = formData.get('intent')
  const memberId = Number(values.memberId) || null
  if (intent === 'poll' && memberId) return pollAdd(previous, held.lead.id, memberId)
  if (intent === 'photo' && memberId) return photoAfterAdd(previous, held.ref, memberId, fileOf(formData, 'photo'))
  if (intent === 'remove' && memberId) return { errors: {}, values: {}, confirmRemove: memberId }
  if (intent === 'cancel') return { errors: {}, values: {} }
  if (intent === 'edit' && memberId) return { errors: {}, values: {}, open: memberId }
  if (intent === 'new') return { errors: {}, values: {}, open: 'new' }
  if (intent === 'editContact') return { errors: {}, values: {}, confirmContact: true }
  if (intent === 'confirmRemove' && memberId) {
    const removed = await removeMember(held.ref, memberId)
    refresh()
    // Spec 001 section 8: a failed removal only stops loading; the list shows what is true.
    return removed.ok ? { errors: {}, values: {}, notice: 'The member was removed.' } : { errors: {}, values: {} }
  }
  // The form sends the date of birth as day, month and year; the member's schema takes it whole.
  const dob = 'dobDay' in values ? dateOfBirthFromParts({ day: values.dobDay, month: values.dobMonth, year: values.dobYear }) : { value: values.dateOfBirth ?? '' }
  const parsed = memberSchema.safeParse({ ...values, dateOfBirth: 'value' in dob ? dob.value : '' })
  const photo = fileOf(formData, 'photo')
  const open = memberId ?? 'new'
  if (!parsed.success || 'error' in dob) {
    const errors = parsed.success ? {} : fieldErrors(parsed.error)
    if ('error' in dob) errors.dateOfBirth = dob.error
    return { errors, values, open }
  }
  // With JavaScript the browser keeps the photo and sends it once the member exists (spec 001 section 4).
  const browserPolls = !memberId && formData.get('clientPolls') === '1'
  if (!memberId && !(photo || (browserPolls && formData.get('photoChosen') === '1'))) return { errors: { photo: MEMBER_MESSAGES.photoPrompt }, values, open }
  if (browserPolls) {
    const queued = await queueMemberAdd(held.lead, held.ref, parsed.data)
    if (!queued.ok) return failedStep(queued, values, { open })
    return { errors: {}, values, open, adding: { memberId: queued.memberId, name: `${parsed.data.firstName} ${parsed.data.lastName}`, polls: 0 } }
  }
  const saved = memberId ? await updateMember(held.ref, memberId, parsed.data) : await addQueued(held.lead, held.ref, parsed.data)
  if (!saved.ok) return failedStep(saved, values, { open })
  refresh()
  if (saved.member === null) {
    return stillComing(`${parsed.data.firstName} ${parsed.data.lastName}`)
  }
  const name = `${saved.member.firstName} ${saved.member.lastName}`
  const done = `${name} was ${memberId ? 'updated' : 'added'}.`
  const justAdded = memberId ? {} : { justAdded: saved.member.id }
  if (photo) {
    const member = saved.member
    const pictured = await inPhotoSlotOf(held.ref.id, async () => saveMemberPhoto(held.ref, member.id, Buffer.from(await photo.arrayBuffer())))
    // A photo that cannot be used is skipped: the member is kept, and the message says why.
    if (!pictured.ok) return { errors: {}, values: {}, notice: `${done} ${pictured.message}`, ...justAdded }
  }
  return { errors: {}, values: {}, notice: done, ...justAdded }
}

/** How long the browser polls before it stops waiting and says the member will appear (spec 001 gives no limit). */
const BROWSER_POLLS = 30
const stillComing = (name: string): StepState => ({
  errors: {},
  values: {},
  notice: `${name} is being added and will appear in the list in a moment. Add their photo then, with Edit.`,
})

/** One of the browser's polls for a queued add: still queued, refused (the form shows why), or added (the photo comes next). */
async function pollAdd(previous: StepState, leadId: number, memberId: number): Promise<StepState> {
  const adding = previous.adding?.memberId === memberId ? previous.adding : { memberId, name: 'The member', polls: 0 }
  const state = await memberAddState(leadId, memberId)
  if (state?.state === 'added') {
    refresh()
    return { ...previous, adding: { ...adding, added: true } }
  }
  if (state?.state === 'refused') return failedStep({ ok: false, status: state.status, message: state.message, errors: state.errors }, previous.values, { open: 'new' })
  if (!state) return { errors: {}, values: previous.values, open: 'new', message: APPLICATION_FAILURES.save }
  if (adding.polls + 1 >= BROWSER_POLLS) return stillComing(adding.name)
  return { ...previous, adding: { ...adding, polls: adding.polls + 1 } }
}

/** The photo of a member whose add has just been made; the form closes with the member marked as just added. */
async function photoAfterAdd(previous: StepState, ref: LeadRef, memberId: number, photo: File | null): Promise<StepState> {
  const name = previous.adding?.memberId === memberId ? previous.adding.name : 'The member'
  refresh()
  if (!photo) return { errors: {}, values: {}, notice: `${name} was added. Add their photo with Edit.`, justAdded: memberId }
  const pictured = await inPhotoSlotOf(ref.id, async () => saveMemberPhoto(ref, memberId, Buffer.from(await photo.arrayBuffer())))
  if (!pictured.ok) return { errors: {}, values: {}, notice: `${name} was added. ${pictured.message}`, justAdded: memberId }
  return { errors: {}, values: {}, notice: `${name} was added.`, justAdded: memberId }
}

/** NEXT on the members page: the page was seen (the spec's flag), then payment. */
export async function membersNextAction(_previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const held = await heldApplication()
  if (!held) return noLead(values)
  const marked = await markMembersVisited(held.ref)
  if (!marked.ok) return failedStep(marked, values)
  redirect(afterMembers(marked.lead.payment?.mandateId))
}

export async function corporateSummaryAction(_previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const held = await heldApplication()
  if (!held) return noLead(values)
  const agreement = formData.get('agreement') === 'on' || formData.get('agreement') === 'true'
  const done = await completeApplication(held.ref, agreement)
  if (!done.ok) return failedStep(done, values)
  // Sent: this browser forgets the company's application (spec 001 section 4, Corporate flow overall),
  // keeping only that it sent one (decision 052).
  await forgetSentApplication('corporate')
  redirect('/corporate/confirmation?sent=1')
}

const POLL_MS = 1000
const POLLS = 20

/**
 * A new member is added the way the API adds one (decision 023): queued, made by the worker under
 * the lead's lock, and polled every 1000 ms until it appears (spec 001 section 4), here on the
 * browser's behalf so the page works without JavaScript too; the send button shows progress
 * meanwhile. Answers the member, or null when it has not appeared within 20 seconds.
 */
async function addQueued(lead: Lead, ref: LeadRef, input: MemberInput): Promise<Outcome<{ member: CompanyMember | null }>> {
  const queued = await queueMemberAdd(lead, ref, input)
  if (!queued.ok) return queued
  // Without a separate worker (next dev) this process runs the queue; otherwise the worker, woken by the add.
  if (getEnv().SUBMISSIONS_WORKER !== 'separate') await drainMemberAdds(await getPayloadClient())
  for (let poll = 0; poll < POLLS; poll++) {
    const state = await memberAddState(lead.id, queued.memberId)
    if (state?.state === 'added') return { ok: true, member: state.member }
    if (state?.state === 'refused') return { ok: false, status: state.status, message: state.message, errors: state.errors }
    if (!state) return { ok: false, status: 409, message: APPLICATION_FAILURES.save }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return { ok: true, member: null }
}
