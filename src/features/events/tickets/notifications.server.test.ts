import { describe, expect, it } from 'vitest'

import type { TicketRequest } from '@/payload-types'

import { teamTicketEmail, visitorTicketEmail } from './notifications.server'

const doc: TicketRequest = {
  id: 7,
  reference: 'T-7K3M9QXZ',
  status: 'requested',
  event: 3,
  eventTitle: 'Clubhouse Summit',
  eventStartsAt: '2026-07-02T09:00:00.000Z',
  items: [
    { itemTitle: 'Summit day ticket', unitPrice: 195, quantity: 2 },
    { itemTitle: 'Dinner', unitPrice: 62.5, quantity: 1 },
  ],
  total: 452.5,
  fullName: 'Ada\nBcc: evil@example.com',
  email: 'ada@example.com',
  phone: '020 7123 4567',
  message: 'Vegetarian, please.',
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
}
const settings = { serverUrl: 'https://club.example', eventsTeam: 'events@clubhouse.london' }

describe('visitorTicketEmail', () => {
  const mail = visitorTicketEmail(doc, settings)

  it('goes to the visitor, answered by the events team', () => {
    expect(mail.to).toBe('ada@example.com')
    expect(mail.replyTo).toBe('events@clubhouse.london')
    expect(mail.subject).toBe('Your ticket request T-7K3M9QXZ: Clubhouse Summit')
  })

  it('gives the reference, the tickets priced as stored, London time (09:00Z in July is 10:00 in London), and how payment works', () => {
    // Not a plain name, so no name: an injected header line never reaches the visitor's copy.
    expect(mail.text).toMatch(/^Hello,\n/)
    expect(mail.text).not.toContain('evil@example.com')
    expect(mail.text).toContain('for Clubhouse Summit (10:00, 2nd July 2026).')
    expect(mail.text).toContain('Your reference: T-7K3M9QXZ')
    expect(mail.text).toContain('2 × Summit day ticket at £195 = £390')
    expect(mail.text).toContain('1 × Dinner at £62.50 = £62.50')
    expect(mail.text).toContain('Total: £452.50')
    expect(mail.text).toContain('take payment within 24 hours')
  })

  it('leaves the visitor’s own message out', () => {
    expect(mail.text).not.toContain('Vegetarian')
  })
})

describe('teamTicketEmail', () => {
  const mail = teamTicketEmail(doc, settings)

  it('goes to the events team, answered to the visitor, on one subject line', () => {
    expect(mail.to).toBe('events@clubhouse.london')
    expect(mail.replyTo).toBe('ada@example.com')
    expect(mail.subject).toBe('New ticket request T-7K3M9QXZ: Ada Bcc: evil@example.com, Clubhouse Summit')
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })

  it('links the back office record and includes the message', () => {
    expect(mail.text).toContain('https://club.example/admin/collections/ticket-requests/7')
    expect(mail.text).toContain('Phone: 020 7123 4567')
    expect(mail.text).toContain('Message:\nVegetarian, please.')
  })
})

describe('the visitor’s copy goes to an address nobody has verified', () => {
  const phishing = 'customer. URGENT: your booking failed, re-enter card details at http://evil.example/pay'

  it('carries no sentence or link written into the name (issue 11, finding 6)', () => {
    const mail = visitorTicketEmail({ ...doc, fullName: phishing }, settings)
    expect(mail.text).toMatch(/^Hello,\n/)
    expect(mail.text).not.toMatch(/URGENT|evil\.example|card details/)
    expect(mail.subject).not.toMatch(/URGENT|evil/)
  })

  it('greets by a plain name', () => {
    expect(visitorTicketEmail({ ...doc, fullName: 'Ada Lovelace' }, settings).text).toMatch(/^Dear Ada Lovelace,\n/)
  })

  it('while the events team still sees everything the visitor wrote', () => {
    const mail = teamTicketEmail({ ...doc, fullName: phishing }, settings)
    expect(mail.text).toContain(`Name: ${phishing}`)
  })
})
