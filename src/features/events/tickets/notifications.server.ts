import 'server-only'

import type { Payload } from 'payload'

import { getEmailPort, type EmailMessage } from '@/integrations/email/port'
import { getEnv } from '@/lib/env'
import { greetingName } from '@/lib/validation/names'
import type { TicketRequest } from '@/payload-types'

import { clockTimeAndDay, formatPrice } from '../format'

export type TicketMailSettings = { serverUrl: string; eventsTeam: string }

/** Visitor text goes into one-line fields and the subject: a line break there would forge a line or a header. */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim()

const when = (iso: string | null | undefined) => (iso ? clockTimeAndDay(iso) : undefined)

function ticketLines(doc: TicketRequest): string[] {
  return [
    ...doc.items.map((i) => `${i.quantity} × ${oneLine(i.itemTitle)} at ${formatPrice(i.unitPrice)} = ${formatPrice((Math.round(i.unitPrice * 100) * i.quantity) / 100)}`),
    `Total: ${formatPrice(doc.total)}`,
  ]
}

/**
 * The visitor's copy of their request, to an address nobody has verified. Text only, and nothing the
 * visitor wrote but a plain short name (not their message, nor a name that is a sentence or a link),
 * so the form cannot be used to send someone else an e-mail of one's own words from the club.
 */
export function visitorTicketEmail(doc: TicketRequest, settings: TicketMailSettings): EmailMessage {
  const name = greetingName(doc.fullName)
  const event = oneLine(doc.eventTitle)
  const text = [
    name ? `Dear ${name},` : 'Hello,',
    '',
    `Thank you for your ticket request for ${event}${doc.eventStartsAt ? ` (${when(doc.eventStartsAt)})` : ''}.`,
    '',
    `Your reference: ${doc.reference}`,
    '',
    ...ticketLines(doc),
    '',
    'Card payment is not online yet: our events team will confirm your tickets and take payment within 24 hours.',
    'Your tickets are confirmed once we have been in touch.',
    '',
    'If anything needs correcting, simply reply to this e-mail.',
    '',
    'Kind regards,',
    'The events team',
  ].join('\n')
  return { to: doc.email, subject: `Your ticket request ${doc.reference}: ${event}`, text, replyTo: settings.eventsTeam }
}

export function teamTicketEmail(doc: TicketRequest, settings: TicketMailSettings): EmailMessage {
  const who = oneLine(doc.fullName) || doc.email
  const details: [string, string | undefined][] = [
    ['Reference', doc.reference],
    ['Event', oneLine(doc.eventTitle)],
    ['Starts', when(doc.eventStartsAt)],
    ['Name', oneLine(doc.fullName)],
    ['E-mail', doc.email],
    ['Phone', oneLine(doc.phone)],
  ]
  const text = [
    'A new ticket request has come in from the website. Confirm the tickets with the guest and take payment.',
    '',
    `Open it in the back office: ${settings.serverUrl}/admin/collections/ticket-requests/${doc.id}`,
    '',
    ...details.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])),
    '',
    ...ticketLines(doc),
    ...(doc.message?.trim() ? ['', 'Message:', doc.message.trim()] : []),
    '',
    `Reply to this e-mail to answer ${who} directly.`,
  ].join('\n')
  return {
    to: settings.eventsTeam,
    subject: `New ticket request ${doc.reference}: ${who}, ${oneLine(doc.eventTitle)}`,
    text,
    replyTo: doc.email,
  }
}

/**
 * The visitor's copy and the events team's notice. Never throws: the request is already stored,
 * and a mail problem must not turn the visitor's success into an error.
 */
export async function notifyTicketRequest(payload: Payload, doc: TicketRequest): Promise<void> {
  try {
    const env = getEnv()
    const settings = { serverUrl: env.serverUrl, eventsTeam: env.EVENTS_TEAM_EMAIL }
    const port = getEmailPort()
    await Promise.all([port.send(payload, visitorTicketEmail(doc, settings)), port.send(payload, teamTicketEmail(doc, settings))])
  } catch (error) {
    console.error(`Could not send the e-mails for ticket request ${doc.reference}:`, error)
  }
}
