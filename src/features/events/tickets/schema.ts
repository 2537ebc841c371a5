import '@/lib/validation/zod-browser'

import * as z from 'zod/mini'

import { isValidEmail } from '@/lib/validation/email'

import { MESSAGE_MAX_LENGTH, TICKET_MESSAGES } from './messages'
import { quantityError, type TicketChoice, type TicketItem } from './rules'

/**
 * The ticket request, checked the same way everywhere: the form in the browser (react-hook-form),
 * its server action, and the JSON API. Prices and the items' limits are not the client's to say:
 * the server checks the choice again against the stored event (rules.ts, request.server.ts).
 */

export type PersonValues = { fullName: string; email: string; phone: string; message: string }
type PersonField = keyof PersonValues

const LIMITS: Record<PersonField, number> = { fullName: 200, email: 320, phone: 40, message: MESSAGE_MAX_LENGTH }
const PHONE = /^\+?[\d\s().-]{4,40}$/

/** The person's fields' messages, in the page's order; none for a field that is fine. */
export function personErrors(v: PersonValues): Partial<Record<PersonField, string>> {
  const t = { fullName: v.fullName.trim(), email: v.email.trim(), phone: v.phone.trim() }
  const out: Partial<Record<PersonField, string>> = {}
  if (!t.fullName) out.fullName = TICKET_MESSAGES.fullNameRequired
  else if (t.fullName.length > LIMITS.fullName) out.fullName = TICKET_MESSAGES.tooLong
  if (!t.email) out.email = TICKET_MESSAGES.emailRequired
  else if (t.email.length > LIMITS.email || !isValidEmail(t.email)) out.email = TICKET_MESSAGES.emailInvalid
  if (!t.phone) out.phone = TICKET_MESSAGES.phoneRequired
  else if (!PHONE.test(t.phone) || !/\d{4}/.test(t.phone.replace(/\D/g, ''))) out.phone = TICKET_MESSAGES.phoneInvalid
  if (v.message.length > LIMITS.message) out.message = TICKET_MESSAGES.messageTooLong
  return out
}

/** PostgreSQL text cannot hold U+0000; other control characters are dropped from one-line fields too. */
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
const multiLine = (s: string) => s.replace(/\u0000/g, '').trim()

function addPersonIssues(ctx: z.core.$RefinementCtx, values: PersonValues) {
  for (const [path, message] of Object.entries(personErrors(values))) ctx.addIssue({ code: 'custom', path: [path], message })
}

function cleanPerson(v: PersonValues) {
  return {
    fullName: oneLine(v.fullName),
    email: oneLine(v.email).toLowerCase(),
    phone: oneLine(v.phone),
    message: multiLine(v.message) || undefined,
  }
}

export type TicketRequestInput = ReturnType<typeof cleanPerson> & { items: TicketChoice[] }

const text = z.optional(z.string({ error: TICKET_MESSAGES.notText }))

/** A whole number from 0 to max; every way of missing it has the one message. */
const wholeNumber = (max: number, message: string) => z.int({ error: message }).check(z.minimum(0, message), z.maximum(max, message))

const choice = z.object({
  index: wholeNumber(99, TICKET_MESSAGES.ticketGone),
  quantity: wholeNumber(100, TICKET_MESSAGES.quantityInvalid),
  title: z.optional(z.string().check(z.maxLength(200))),
})

const choices = z.array(choice, { error: TICKET_MESSAGES.itemsInvalid }).check(z.maxLength(100, TICKET_MESSAGES.itemsInvalid))

/**
 * POST /v1/api/events/{slug}/orders: { fullName, email, phone, message?, items: [{ index,
 * quantity }] }. The items are checked inside the person's refinement, so one reply names every
 * field to fix rather than the list alone.
 */
const ticketRequest = z.object({ fullName: text, email: text, phone: text, message: z.nullable(text), items: z.unknown() })
const ticketRequestFields = z.pipe(
  ticketRequest,
  z.transform((v: z.output<typeof ticketRequest>): PersonValues & { items: unknown } => ({
    fullName: v.fullName ?? '',
    email: v.email ?? '',
    phone: v.phone ?? '',
    message: v.message ?? '',
    items: v.items,
  })),
)

export const ticketRequestSchema = z.pipe(
  ticketRequestFields.check(
    z.superRefine((v, ctx) => {
      addPersonIssues(ctx, v)
      const items = z.safeParse(choices, v.items)
      if (!items.success) for (const issue of items.error.issues) ctx.addIssue({ code: 'custom', path: ['items', ...issue.path], message: issue.message })
    }),
  ),
  // Checked above: parsed again only for its output (unknown keys dropped).
  z.transform((v: z.output<typeof ticketRequestFields>) => ({ ...cleanPerson(v), items: z.parse(choices, v.items) }) satisfies TicketRequestInput),
)

const QUANTITY = /^\d{1,3}$/

/** A posted quantity: empty is none; anything but a whole number is refused. */
const quantityOf = (raw: string | undefined): number | null => {
  const v = (raw ?? '').trim()
  if (v === '') return 0
  return QUANTITY.test(v) ? Number(v) : null
}

const formText = z.pipe(z.optional(z.string()), z.transform((v: string | undefined) => v ?? ''))

/**
 * The ticket form: the person's fields, one quantity per item (quantities.{index}, "0" for none),
 * the titles the visitor saw, and the submission's idempotency key; at least one ticket. Given the
 * event's items (as the browser is) it checks each quantity against them; the server action leaves
 * that to the stored event. Its output is the API's request.
 */
const nullableText = z.nullable(z.optional(z.string()))
const ticketForm = z.object({
  fullName: formText,
  email: formText,
  phone: formText,
  message: formText,
  quantities: z.optional(z.array(nullableText)),
  titles: z.optional(z.array(nullableText)),
  idempotencyKey: formText,
})

export function ticketFormSchema(items?: TicketItem[]) {
  return z.pipe(
    ticketForm.check(
      z.superRefine((v, ctx) => {
        addPersonIssues(ctx, v)
        const quantities = (v.quantities ?? []).map((q) => quantityOf(q ?? undefined))
        quantities.forEach((q, index) => {
          if (q === null) ctx.addIssue({ code: 'custom', path: ['quantities', index], message: TICKET_MESSAGES.quantityInvalid })
        })
        for (const item of items ?? []) {
          const q = quantities[item.index]
          const problem = q === null || q === undefined ? undefined : quantityError(item, q)
          if (problem) ctx.addIssue({ code: 'custom', path: ['quantities', item.index], message: problem })
        }
        const chosen = quantities.reduce<number>((sum, q) => sum + (q ?? 0), 0)
        if (chosen === 0 && !quantities.includes(null)) ctx.addIssue({ code: 'custom', path: ['tickets'], message: TICKET_MESSAGES.noTickets })
      }),
    ),
    z.transform((v: z.output<typeof ticketForm>) => ({
      request: {
        ...cleanPerson(v),
        items: (v.quantities ?? []).flatMap((raw, index): TicketChoice[] => {
          const quantity = quantityOf(raw ?? undefined) ?? 0
          const title = v.titles?.[index] ?? undefined
          return quantity > 0 ? [{ index, quantity, ...(title ? { title } : {}) }] : []
        }),
      } satisfies TicketRequestInput,
      idempotencyKey: v.idempotencyKey.trim(),
    })),
  )
}

export type TicketFormInput = z.input<ReturnType<typeof ticketFormSchema>>
