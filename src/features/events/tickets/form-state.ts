import { API_ERROR_MESSAGE } from './messages'
import type { TicketOrderResult } from './result'
import type { TicketRequestInput } from './schema'

/** What the visitor posted, as typed, so a page rendered without JavaScript shows it again. */
export type TicketFormValues = {
  slug: string
  fullName: string
  email: string
  phone: string
  message: string
  /** By item index; "0" or "" for none. */
  quantities: string[]
  titles: string[]
  idempotencyKey: string
}

export type TicketFormState =
  | { status: 'idle' }
  /** Field messages keyed as the form names them: fullName, email, phone, message, quantities.{index}, tickets. */
  | { status: 'invalid'; errors: Record<string, string>; values: TicketFormValues }
  | { status: 'failed'; message: string; values: TicketFormValues }

export const IDLE: TicketFormState = { status: 'idle' }

export const PERSON_FIELDS = ['fullName', 'email', 'phone', 'message'] as const
const MAX_ITEMS = 100

/** The form's fields from a post: quantities.{n} and titles.{n} become lists by item index. */
export function formValuesOf(formData: FormData): TicketFormValues {
  const text = (name: string) => {
    const v = formData.get(name)
    return typeof v === 'string' ? v : ''
  }
  const list = (prefix: string) => {
    const out: string[] = []
    for (const [name, value] of formData.entries()) {
      const m = new RegExp(`^${prefix}\\.(\\d{1,3})$`).exec(name)
      const index = m ? Number(m[1]) : -1
      if (index >= 0 && index < MAX_ITEMS && typeof value === 'string') out[index] = value
    }
    return Array.from(out, (v) => v ?? '')
  }
  return {
    slug: text('slug'),
    fullName: text('fullName'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    quantities: list('quantities'),
    titles: list('titles'),
    idempotencyKey: text('idempotencyKey'),
  }
}

/** The purchase's refusal as the form shows it; its item errors go back to the items they are about. */
export function stateForResult(result: Exclude<TicketOrderResult, { ok: true }>, values: TicketFormValues, request: TicketRequestInput): TicketFormState {
  if (result.status === 400) {
    const errors: Record<string, string> = {}
    for (const [path, message] of Object.entries(result.errors)) {
      const item = /^items\.(\d+)/.exec(path)
      const index = item ? request.items[Number(item[1])]?.index : undefined
      const name = (PERSON_FIELDS as readonly string[]).includes(path)
        ? path
        : path === 'items'
          ? 'tickets'
          : index !== undefined
            ? `quantities.${index}`
            : null
      if (name) errors[name] ??= message
    }
    if (Object.keys(errors).length) return { status: 'invalid', errors, values }
    return { status: 'failed', message: API_ERROR_MESSAGE, values }
  }
  // Not found, sold out or started: words the visitor can act on. Anything else: the spec's apology.
  if (result.status === 404 || result.status === 409 || result.status === 429) return { status: 'failed', message: result.message, values }
  return { status: 'failed', message: API_ERROR_MESSAGE, values }
}
