import { describe, expect, it, vi } from 'vitest'

import type { Event, TicketOrder } from '@/payload-types'

vi.mock('server-only', () => ({}))

const { confirmationEmail, refundEmail, teamOrderEmail } = await import('./notifications.server')

const doc: TicketOrder = {
  id: 7,
  reference: 'T-7K3M9QXZ',
  status: 'paid',
  event: 3,
  eventTitle: 'Clubhouse Summit',
  eventStartsAt: '2026-07-02T09:00:00.000Z',
  items: [
    { itemId: 'a', itemTitle: 'Summit day ticket', unitPrice: 195, quantity: 2 },
    { itemId: 'b', itemTitle: 'Dinner', unitPrice: 62.5, quantity: 1 },
  ],
  total: 452.5,
  amountPaid: 452.5,
  fullName: 'Ada\nBcc: evil@example.com',
  email: 'ada@example.com',
  phone: '020 7123 4567',
  message: 'Vegetarian, please.',
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
}
const event = {
  id: 3,
  slug: 'clubhouse-summit',
  title: 'Clubhouse Summit',
  startsAt: '2026-07-02T09:00:00.000Z',
  endsAt: '2026-07-02T17:00:00.000Z',
  venueName: 'The Screening Room',
  club: null,
  tickets: [],
} as unknown as Event
const settings = { serverUrl: 'https://club.example', eventsTeam: 'events@clubhouse.london' }

describe('confirmationEmail', () => {
  const mail = confirmationEmail(doc, event, settings, 'https://club.example/event-tickets/clubhouse-summit/order/T-7K3M9QXZ?key=k')

  it('goes to the buyer, answered by the events team', () => {
    expect(mail.to).toBe('ada@example.com')
    expect(mail.replyTo).toBe('events@clubhouse.london')
    expect(mail.subject).toBe('Your tickets T-7K3M9QXZ: Clubhouse Summit')
  })

  it('confirms the paid tickets, priced as stored, in London time, and never repeats what the buyer typed but a plain name', () => {
    expect(mail.text).toMatch(/^Hello,\n/)
    expect(mail.text).not.toContain('evil@example.com')
    expect(mail.text).not.toContain('Vegetarian')
    expect(mail.text).toContain('for Clubhouse Summit (10:00, 2nd July 2026) are confirmed and paid.')
    expect(mail.text).toContain('Your reference: T-7K3M9QXZ')
    expect(mail.text).toContain('2 × Summit day ticket at £195 = £390')
    expect(mail.text).toContain('Total: £452.50')
    expect(mail.text).toContain('Your order: https://club.example/event-tickets/clubhouse-summit/order/T-7K3M9QXZ?key=k')
  })

  it('attaches the event as an iCalendar file', () => {
    expect(mail.attachments).toHaveLength(1)
    const [ics] = mail.attachments!
    expect(ics!.filename).toBe('clubhouse-summit.ics')
    expect(ics!.contentType).toMatch(/^text\/calendar/)
    expect(ics!.content).toContain('BEGIN:VEVENT')
    expect(ics!.content).toContain('DTSTART:20260702T090000Z')
    expect(ics!.content).toContain('SUMMARY:Clubhouse Summit')
  })
})

describe('teamOrderEmail and refundEmail', () => {
  it('tells the events team, with a link to the order and the buyer’s message', () => {
    const mail = teamOrderEmail(doc, settings)
    expect(mail.to).toBe('events@clubhouse.london')
    expect(mail.replyTo).toBe('ada@example.com')
    expect(mail.subject).toBe('Tickets sold T-7K3M9QXZ: Ada Bcc: evil@example.com, Clubhouse Summit')
    expect(mail.text).toContain('https://club.example/admin/collections/ticket-orders/7')
    expect(mail.text).toContain('Vegetarian, please.')
  })

  it('says what was refunded, and why when the seats had gone', () => {
    expect(refundEmail(doc, settings, false).text).toContain('has been cancelled and £452.50 refunded')
    expect(refundEmail(doc, settings, true).text).toContain('they have since sold out. We have refunded £452.50 in full')
  })
})
