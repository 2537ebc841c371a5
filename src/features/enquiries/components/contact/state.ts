import { API_ERROR_MESSAGE } from '../../constants'

/** What the visitor typed, sent back with a refusal so a page rendered without JavaScript keeps it. */
export type ContactValues = { fullName: string; email: string; phone: string; enquiry: string }

export type ContactFormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: Record<string, string>; values: ContactValues }
  | { status: 'failed'; message: string; values: ContactValues }
  | { status: 'sent' }

export const INITIAL_CONTACT_STATE: ContactFormState = { status: 'idle' }

export const CONTACT_FIELDS = ['fullName', 'email', 'phone', 'enquiry'] as const

export function contactValues(raw: Record<string, unknown>): ContactValues {
  const text = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : '')
  return { fullName: text('fullName'), email: text('email'), phone: text('phone'), enquiry: text('enquiry') }
}

/** The answer of the submission service turned into what the form shows. */
export type SubmitOutcome =
  | { ok: true }
  | { ok: false; status: 400; errors: Record<string, string> }
  | { ok: false; status: number; message: string }

export function stateFromOutcome(outcome: SubmitOutcome, values: ContactValues, apiErrorMessage = API_ERROR_MESSAGE): ContactFormState {
  if (outcome.ok) return { status: 'sent' }
  if (outcome.status === 400 && 'errors' in outcome) {
    // Only messages the form can place next to a field; anything else is the general apology.
    const errors = Object.fromEntries(Object.entries(outcome.errors).filter(([k]) => (CONTACT_FIELDS as readonly string[]).includes(k)))
    return Object.keys(errors).length ? { status: 'invalid', errors, values } : { status: 'failed', message: apiErrorMessage, values }
  }
  // Too many requests: the service's polite message says to wait. Anything else: the spec's apology.
  if (outcome.status === 429 && 'message' in outcome) return { status: 'failed', message: outcome.message, values }
  return { status: 'failed', message: apiErrorMessage, values }
}
