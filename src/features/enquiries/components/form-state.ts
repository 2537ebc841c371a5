import { firstInOrder } from '@/lib/forms/errors'
import { sameOriginPath } from '@/lib/paths/same-origin'

import type { SubmitResult } from '../submit.server'

/** What a form's server action hands back to the form (and, without JavaScript, to the rendered page). */
export type FormState =
  | { status: 'idle' }
  | {
      status: 'error'
      /** Per-field messages, keyed by the form's field names. */
      errors: Record<string, string>
      /** What the visitor sent, so the page shows it again. */
      values: Record<string, string>
      /** Sending failed as a whole: `message` is the service's own words (429), otherwise the block's apiErrorMessage shows. */
      failure?: { status: number; message?: string }
    }
  | {
      status: 'success'
      /** The club the visitor chose, for the thanks to link to. */
      locationId?: string
    }

export const IDLE: FormState = { status: 'idle' }

/** The form state for the submission service's answer; success is handled by the caller (redirect or thanks). */
export function stateFor(result: SubmitResult, values: Record<string, string>, formFields: readonly string[]): FormState {
  if (result.ok) return { status: 'success' }
  if (result.status === 400) {
    const errors: Record<string, string> = {}
    for (const [path, message] of Object.entries(result.errors)) {
      const name = path.split('.')[0]!
      if (formFields.includes(name)) errors[name] ??= message
    }
    // Nothing the visitor can correct (a bad idempotency key, say): it failed as a whole.
    if (Object.keys(errors).length === 0) return { status: 'error', errors, values, failure: { status: 400 } }
    return { status: 'error', errors, values }
  }
  return {
    status: 'error',
    errors: {},
    values,
    failure: { status: result.status, message: result.status === 429 ? result.message : undefined },
  }
}

export const DEFAULT_COMPLETE_PATH = '/membership/book-a-tour/complete/'

/** Only a path of this site: one leading slash, nothing that a browser would read as another host. */
export function completePath(link: string | undefined): string {
  return sameOriginPath((link ?? '').trim(), DEFAULT_COMPLETE_PATH)
}

/** The fields the tour and enquiry forms show, in page order: the first with a message takes focus. */
export const FIELD_ORDER = [
  'clientType',
  'title',
  'firstName',
  'lastName',
  'emailAddress',
  'dialCode',
  'mobileNumber',
  'dateOfBirth',
  'locationId',
  'companyName',
  'numberOfMembers',
  'proposerName',
  'proposerEmail',
  'instagramAccount',
  'termsAccepted',
] as const
export type FieldName = (typeof FIELD_ORDER)[number]

export const firstInvalid = (errors: Record<string, unknown>): FieldName | undefined => firstInOrder(FIELD_ORDER, errors)
