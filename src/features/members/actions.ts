'use server'

import { refresh } from 'next/cache'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { fieldErrors } from '@/lib/forms/errors'
import { typedValues } from '@/lib/forms/form-values'
import { clientIp } from '@/lib/http/client-ip'
import { safeNextPath } from '@/lib/paths/next-path'
import { memberForAccess } from '@/model/member-identity'

import { forgotPassword, setPassword, signIn, type AccountFailure, type SignedIn } from './accounts/sessions.server'
import { ACCOUNT_MESSAGES, forgotSchema, setPasswordSchema, signInSchema } from './schema'
import { saveProfileChoices, saveProfilePhoto } from './profile.server'
import { currentMember, startWebSession } from './web-session.server'
import type { AccountFormState } from './form-state'

/** Where a member lands after choosing a password: the members' home, with the Welcome module (decision 052). */
const MEMBER_HOME = '/welcome'

const failed = (f: AccountFailure, values: Record<string, string>): AccountFormState => ({
  errors: f.errors ?? {},
  values,
  message: f.errors && Object.keys(f.errors).length ? undefined : f.message,
})

/** The page to go to: the form's `next` (set from the address with JavaScript), else the address the form was posted from, else the module's own. */
async function destination(formData: FormData): Promise<string> {
  const fallback = safeNextPath(String(formData.get('successLink') ?? ''), '/')
  const given = formData.get('next')
  if (typeof given === 'string' && given) return safeNextPath(given, fallback)
  try {
    const from = new URL((await headers()).get('referer') ?? '')
    return safeNextPath(from.searchParams.get('next'), fallback)
  } catch {
    return fallback
  }
}

async function signedIn(done: SignedIn, to: string): Promise<never> {
  const member = await memberForAccess(done.tokens.accessToken)
  if (member) await startWebSession(done.tokens)
  redirect(to)
}

export async function signInAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const values = typedValues(formData)
  const parsed = signInSchema.safeParse(values)
  // The password is never sent back into the page.
  const shown = { email: values.email ?? '' }
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values: shown }
  const done = await signIn(parsed.data.email, parsed.data.password, clientIp(await headers()))
  if (!done.ok) return failed(done, shown)
  return signedIn(done, await destination(formData))
}

export async function forgotPasswordAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const values = typedValues(formData)
  const parsed = forgotSchema.safeParse(values)
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values }
  const done = await forgotPassword(parsed.data.email, clientIp(await headers()))
  return done.ok ? { errors: {}, values: {}, sent: true, message: undefined } : failed(done, values)
}

export async function setPasswordAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const values = typedValues(formData)
  const parsed = setPasswordSchema.safeParse(values)
  const kept = { token: values.token ?? '' }
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values: kept }
  const done = await setPassword(parsed.data.token, parsed.data.password, clientIp(await headers()))
  if (!done.ok) return { ...failed(done, kept), ...(done.message === ACCOUNT_MESSAGES.linkUsed ? { linkUsed: true } : {}) }
  return signedIn(done, MEMBER_HOME)
}

/** The profile: a new photo (when one is chosen), the role, and the directory choices. */
export async function saveProfileAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const member = await currentMember()
  if (!member) return { errors: {}, values: {}, message: ACCOUNT_MESSAGES.expired }
  const photo = formData.get('photo')
  if (photo instanceof File && photo.size > 0) {
    const saved = await saveProfilePhoto(member.id, Buffer.from(await photo.arrayBuffer()))
    if (!saved.ok) return { errors: { photo: saved.message }, values: {} }
  }
  const on = (name: string) => formData.get(name) === 'on'
  const saved = await saveProfileChoices(member.id, {
    role: String(formData.get('role') ?? ''),
    listed: on('listed'),
    showPhoto: on('showPhoto'),
    showRole: on('showRole'),
    showIndustry: on('showIndustry'),
    showCompany: on('showCompany'),
    showEmail: on('showEmail'),
  })
  refresh()
  return saved.ok ? { errors: {}, values: {}, sent: true } : { errors: {}, values: {}, message: saved.message }
}
