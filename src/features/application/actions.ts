'use server'

import { randomUUID } from 'node:crypto'

import { refresh } from 'next/cache'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { fieldErrors } from '@/lib/forms/errors'
import { typedValues } from '@/lib/forms/form-values'
import { clientIp } from '@/lib/http/client-ip'

import { addressIntent } from './address-intent.server'
import { APPLICATION_FAILURES, completeApplication, inPhotoSlotOf, removePhoto, saveAddress, saveProfile, savePhoto, startApplication, startPayment } from './application.server'
import { addressSchema, profileSchema, startFormSchema } from './schema'
import { currentApplication, forgetSentApplication, heldApplication, rememberApplication, sentApplication, sentPath } from './session.server'
import { applicationResumePath } from './progress'
import { failedStep, type StepState } from './step-state'
import { APPLICATION_STEPS } from './steps'

/**
 * The application's server actions: each step's form posts here, with or without JavaScript. The
 * lead is the one the visitor's cookie opens, never an id the form sends. Success redirects to the
 * next step (or, in edit mode, back to the summary), so reload and back both behave.
 */


/** No application in this browser: the sent state when it sent one (a form of a page from before sending), else the load failure. */
async function noLead(values: Record<string, string>): Promise<StepState> {
  const sent = await sentApplication()
  if (sent) redirect(sentPath(sent))
  return { errors: {}, values, message: APPLICATION_FAILURES.load }
}

const next = (formData: FormData, step: number) =>
  formData.get('edit') === 'true' ? APPLICATION_STEPS[3].path : APPLICATION_STEPS[step + 1]!.path

export async function startApplicationAction(_previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const parsed = startFormSchema.safeParse(values)
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values }
  // Bots that fill the hidden field are told what a person whose address is known would be told.
  if (parsed.data.honeypot?.trim()) return { errors: {}, values: {}, sent: true }
  // This browser already holds that application: carry on with it rather than replace its link.
  const current = await currentApplication().catch(() => null)
  if (current && current.emailAddress === parsed.data.input.emailAddress) redirect(applicationResumePath(current))
  const result = await startApplication(parsed.data.input, { ip: clientIp(await headers()) })
  if (!result.ok) return failedStep(result, values)
  await rememberApplication(result.token)
  redirect(APPLICATION_STEPS[0].path)
}

export async function addressAction(_previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const held = await heldApplication()
  if (!held) return noLead(values)
  const { ref } = held
  const answered = await addressIntent(formData, values)
  if (answered) return answered
  const parsed = addressSchema.safeParse(values)
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values, manual: true }
  const saved = await saveAddress(ref, parsed.data)
  if (!saved.ok) return failedStep(saved, values, { manual: true })
  redirect(next(formData, 0))
}

export async function aboutYouAction(_previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const held = await heldApplication()
  if (!held) return noLead(values)
  const { lead, ref } = held
  if (formData.get('intent') === 'removePhoto') {
    const removed = await removePhoto(ref)
    // The page shows the uploader again: rendered afresh, as an action that only answers state would not.
    refresh()
    return removed.ok ? { errors: {}, values } : failedStep(removed, values)
  }
  const file = formData.get('photo')
  let photoHeld = lead.profile?.headShot != null
  if (file instanceof File && file.size > 0) {
    const stored = await inPhotoSlotOf(ref.id, async () => savePhoto(ref, Buffer.from(await file.arrayBuffer())))
    if (!stored.ok) {
      const parsedWithPhotoError = profileSchema.safeParse(values)
      const errors = parsedWithPhotoError.success ? {} : fieldErrors(parsedWithPhotoError.error)
      return failedStep(stored, values, { errors: { ...errors, ...stored.errors } })
    }
    photoHeld = true
    // Held now whatever happens next: the page shows it, with its remove button.
    refresh()
  }
  const parsed = profileSchema.safeParse(values)
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  if (!photoHeld) errors.photo = APPLICATION_FAILURES.photoRequired
  if (!parsed.success || !photoHeld) return { errors, values }
  const saved = await saveProfile(ref, parsed.data)
  if (!saved.ok) return failedStep(saved, values)
  redirect(next(formData, 1))
}

export async function paymentAction(_previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const held = await heldApplication()
  if (!held) return noLead(values)
  const { ref } = held
  // One attempt per click: a retry of the same post sends the same key, a new click a new one.
  const attempt = typeof values.attempt === 'string' && /^[\w-]{8,64}$/.test(values.attempt) ? values.attempt : randomUUID()
  const started = await startPayment(ref, attempt, { ip: clientIp(await headers()) })
  if (!started.ok) return failedStep(started, values)
  redirect(started.redirectUrl)
}

export async function summaryAction(_previous: StepState, formData: FormData): Promise<StepState> {
  const values = typedValues(formData)
  const held = await heldApplication()
  if (!held) return noLead(values)
  const { ref } = held
  const agreement = formData.get('agreement') === 'on' || formData.get('agreement') === 'true'
  const done = await completeApplication(ref, agreement)
  if (!done.ok) return failedStep(done, values)
  // Sent: this browser forgets the application (spec 001 section 4, Individual flow), keeping only
  // that it sent one (decision 052); the link still opens it.
  await forgetSentApplication('individual')
  redirect(`${APPLICATION_STEPS[4].path}?sent=1`)
}
