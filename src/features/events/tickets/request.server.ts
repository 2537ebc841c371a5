import 'server-only'

import type { Payload } from 'payload'

import { getEmailPort } from '@/integrations/email/port'
import type { Event, TicketRequest } from '@/payload-types'
import { getEnv } from '@/lib/env'
import { fieldErrors } from '@/lib/forms/errors'
import { hitRateLimit, type RateRule } from '@/lib/http/rate-limit'
import { afterResponseSettled, runAfterResponse } from '@/lib/server/after-response'
import { resolveKey } from '@/lib/submissions/keys'
import { submitOnce } from '@/lib/submissions/submit-once'

import { eventBySlug } from '../queries.server'
import { derivedKey, newReference } from './keys'
import { EVENT_CLOSED, TICKET_MESSAGES } from './messages'
import { notifyTicketRequest } from './notifications.server'
import { unavailable, type TicketRequestResult } from './result'
import { closedReason, priceChoice, ticketItemsOf } from './rules'
import { ticketRequestSchema, type TicketRequestInput } from './schema'

export type TicketRequestOptions = {
  /** The Idempotency-Key header or the form's hidden UUID; without one, a key is derived from the request. */
  idempotencyKey?: string
  /** The visitor's address (src/lib/http/client-ip.ts), for the per-address limit. */
  ip: string
  now?: Date
}

/** New ticket requests one address may send per 10 minutes; retries of one request don't count. */
const ticketRequestsRule = (): RateRule => ({ name: 'ticket-request', limit: getEnv().ENQUIRY_RATE_LIMIT, windowMs: 10 * 60 * 1000 })

/**
 * A ticket request for the event at /event/{slug}: checked against the stored event (visible,
 * not started, not sold out; each item still there, not sold out, within its limits), priced from
 * the database, stored as a ticket request for staff to confirm and take payment for
 * (docs/decisions/010), and e-mailed to the visitor and the events team. A repeat of the same
 * submission (same key) stores nothing new and answers as the first did. Never throws.
 */
export async function requestTickets(payload: Payload, slug: string, input: unknown, options: TicketRequestOptions): Promise<TicketRequestResult> {
  const now = options.now ?? new Date()
  const parsed = ticketRequestSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, message: TICKET_MESSAGES.checkFields, errors: fieldErrors(parsed.error) }
  const request = parsed.data
  const resolved = resolveKey(options.idempotencyKey?.trim(), () => derivedKey(slug, request, now))
  if (!resolved.ok) return { ok: false, status: 400, message: TICKET_MESSAGES.badKey, errors: { idempotencyKey: TICKET_MESSAGES.badKey } }
  const { key } = resolved

  try {
    return await submitOnce<TicketRequest, TicketRequestResult>({
      find: () => findByKey(payload, key),
      limit: () => hitRateLimit(payload, ticketRequestsRule(), options.ip),
      limited: (retryAfterSeconds) => ({ ok: false, status: 429, message: TICKET_MESSAGES.tooMany, retryAfterSeconds }),
      store: async () => {
        const event = await eventBySlug(payload, slug)
        if (!event) return { answer: { ok: false, status: 404, message: EVENT_CLOSED.notFound } }
        const closed = closedReason(event, now)
        if (closed) return { answer: { ok: false, status: 409, message: EVENT_CLOSED[closed] } }
        const priced = priceChoice(ticketItemsOf(event.tickets), request.items)
        if (!priced.ok) return { answer: { ok: false, status: 400, message: TICKET_MESSAGES.checkFields, errors: priced.errors } }
        const stored = await store(payload, key, {
          event: event.id,
          eventTitle: event.title,
          eventStartsAt: event.startsAt,
          items: priced.lines.map((l) => ({ itemTitle: l.title, unitPrice: l.unitPrice, quantity: l.quantity })),
          total: priced.total,
          fullName: request.fullName,
          email: request.email,
          phone: request.phone,
          message: request.message,
        })
        return { doc: stored.doc, fresh: !stored.replayed }
      },
      replay: (earlier) => replay(payload, earlier, slug, request),
      stored: async (doc) => {
        const notify = () => notifyTicketRequest(payload, doc)
        // The local outbox records in milliseconds; a slow or unreachable mail server must not hold the visitor.
        if (getEmailPort().name === 'local') await notify()
        else runAfterResponse(notify)
        return success(doc, false)
      },
    })
  } catch (error) {
    console.error(`Could not store a ticket request for ${slug}:`, error)
    return unavailable()
  }
}

type NewRequest = Omit<TicketRequest, 'id' | 'reference' | 'status' | 'idempotencyKey' | 'createdAt' | 'updatedAt'>

const REFERENCE_ATTEMPTS = 3

/** Creates the request; when another copy of it won the race for the key, that one is the answer. */
async function store(payload: Payload, key: string, data: NewRequest): Promise<{ doc: TicketRequest; replayed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const doc = await payload.create({
        collection: 'ticket-requests',
        overrideAccess: true,
        depth: 0,
        data: { ...data, reference: newReference(), status: 'requested', idempotencyKey: key },
      })
      return { doc, replayed: false }
    } catch (error) {
      const winner = await findByKey(payload, key)
      if (winner) return { doc: winner, replayed: true }
      // Two references out of 2^40 meeting is rare; it is not the visitor's problem.
      if (attempt < REFERENCE_ATTEMPTS && uniqueViolationOn(error, 'reference')) continue
      throw error
    }
  }
}

function uniqueViolationOn(error: unknown, field: string): boolean {
  const errors = (error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors
  return Array.isArray(errors) && errors.some((e) => e.path === field)
}

async function findByKey(payload: Payload, key: string): Promise<TicketRequest | undefined> {
  const found = await payload.find({
    collection: 'ticket-requests',
    overrideAccess: true,
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return found.docs[0]
}

const idOf = (v: number | Event) => (typeof v === 'object' ? v.id : v)

/** The same key for another event or another person is a client mistake, not a repeat. */
async function replay(payload: Payload, earlier: TicketRequest, slug: string, request: TicketRequestInput): Promise<TicketRequestResult> {
  const reused: TicketRequestResult = { ok: false, status: 422, message: TICKET_MESSAGES.keyReused }
  if (earlier.email !== request.email) return reused
  // The event may have been hidden since; the key still belongs to it.
  const event = await payload.findByID({ collection: 'events', id: idOf(earlier.event), depth: 0, overrideAccess: true, select: { slug: true } }).catch(() => null)
  return event?.slug === slug ? success(earlier, true) : reused
}

function success(doc: TicketRequest, replayed: boolean): TicketRequestResult {
  return {
    ok: true,
    status: 201,
    replayed,
    reference: doc.reference,
    total: doc.total,
    items: doc.items.map((i) => ({ title: i.itemTitle, unitPrice: i.unitPrice, quantity: i.quantity, lineTotal: (Math.round(i.unitPrice * 100) * i.quantity) / 100 })),
    event: { title: doc.eventTitle, startsAt: doc.eventStartsAt ?? null },
  }
}

/** Resolves once e-mails started outside a request have finished (tests, scripts). */
export const ticketNotificationsSettled = afterResponseSettled
