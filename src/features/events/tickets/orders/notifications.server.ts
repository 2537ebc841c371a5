import 'server-only'

import type { Payload } from 'payload'

import { getEmailPort, type EmailMessage } from '@/integrations/email/port'
import { getEnv } from '@/lib/env'
import { greetingName } from '@/lib/validation/names'
import type { Event, TicketOrder } from '@/payload-types'

import { eventView, icsEventOf } from '../../components/detail/view'
import { clockTimeAndDay } from '../../format'
import { formatPrice } from '../../price'
import { buildIcs } from '../../ics'

type Settings = { serverUrl: string; eventsTeam: string }

/** Buyer text goes into one-line fields and the subject: a line break there would forge a line or a header. */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim()
const when = (iso: string | null | undefined) => (iso ? clockTimeAndDay(iso) : undefined)
const lineTotal = (i: TicketOrder['items'][number]) => (Math.round(i.unitPrice * 100) * i.quantity) / 100

function ticketLines(doc: TicketOrder): string[] {
  return [...doc.items.map((i) => `${i.quantity} × ${oneLine(i.itemTitle)} at ${formatPrice(i.unitPrice)} = ${formatPrice(lineTotal(i))}`), `Total: ${formatPrice(doc.total)}`]
}

const greeting = (doc: TicketOrder) => {
  const name = greetingName(doc.fullName)
  return name ? `Dear ${name},` : 'Hello,'
}

/**
 * The buyer's confirmation once paid, with the event as a calendar file. Only a plain short name of
 * what the buyer typed is repeated (decision 008): the address is still theirs to have typed.
 */
export function confirmationEmail(doc: TicketOrder, event: Event | null, settings: Settings, orderUrl?: string): EmailMessage {
  const title = oneLine(doc.eventTitle)
  const view = event ? eventView(event, { serverUrl: settings.serverUrl }) : null
  const text = [
    greeting(doc),
    '',
    `Thank you: your tickets for ${title}${doc.eventStartsAt ? ` (${when(doc.eventStartsAt)})` : ''} are confirmed and paid.`,
    '',
    `Your reference: ${doc.reference}`,
    '',
    ...ticketLines(doc),
    '',
    ...(view ? ['The event is attached for your calendar.', ''] : []),
    ...(orderUrl ? [`Your order: ${orderUrl}`, ''] : []),
    'Please give your name or reference at the door. If anything needs changing, simply reply to this e-mail.',
    '',
    'Kind regards,',
    'The events team',
  ].join('\n')
  return {
    to: doc.email,
    subject: `Your tickets ${doc.reference}: ${title}`,
    text,
    replyTo: settings.eventsTeam,
    attachments: view ? [{ filename: `${event!.slug ?? 'event'}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: buildIcs(icsEventOf(view)) }] : undefined,
  }
}

export function teamOrderEmail(doc: TicketOrder, settings: Settings): EmailMessage {
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
    'Tickets have been bought and paid for on the website.',
    '',
    `Open the order in the back office: ${settings.serverUrl}/admin/collections/ticket-orders/${doc.id}`,
    '',
    ...details.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])),
    '',
    ...ticketLines(doc),
    ...(doc.message?.trim() ? ['', 'Message:', doc.message.trim()] : []),
  ].join('\n')
  return { to: settings.eventsTeam, subject: `Tickets sold ${doc.reference}: ${who}, ${oneLine(doc.eventTitle)}`, text, replyTo: doc.email }
}

/** Money given back: by staff, or because the seats were gone by the time a late payment arrived. */
export function refundEmail(doc: TicketOrder, settings: Settings, becauseSoldOut: boolean): EmailMessage {
  const title = oneLine(doc.eventTitle)
  const text = [
    greeting(doc),
    '',
    becauseSoldOut
      ? `We are sorry: your payment for ${title} arrived after the time we could hold your tickets, and they have since sold out. We have refunded ${formatPrice(doc.amountPaid ?? doc.total)} in full.`
      : `Your order ${doc.reference} for ${title} has been cancelled and ${formatPrice(doc.amountPaid ?? doc.total)} refunded.`,
    '',
    'Refunds reach your card within 5 to 10 working days. If you have a question, simply reply to this e-mail.',
    '',
    'Kind regards,',
    'The events team',
  ].join('\n')
  return { to: doc.email, subject: `Refund for ${doc.reference}: ${title}`, text, replyTo: settings.eventsTeam }
}

const settingsOf = (): Settings => {
  const env = getEnv()
  return { serverUrl: env.serverUrl, eventsTeam: env.EVENTS_TEAM_EMAIL }
}

/** Never throws: the order is already stored, and a mail problem must not undo a payment. */
export async function sendOrderEmails(payload: Payload, messages: (s: Settings) => EmailMessage[], reference: string): Promise<void> {
  try {
    const port = getEmailPort()
    await Promise.all(messages(settingsOf()).map((m) => port.send(payload, m)))
  } catch (error) {
    console.error(`Could not send the e-mails for ticket order ${reference}:`, error)
  }
}
