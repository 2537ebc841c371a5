import { describe, expect, it } from 'vitest'

import { staffApi } from './staff'
import { e2eApp } from './app'

type Outbox = { docs: { to: string; subject: string; text: string }[] }

/**
 * What the club e-mails to an address a visitor typed (issue 11, finding 6): anyone can type anyone's
 * address, so the e-mail carries no sentence or link of the sender's; the team's copy keeps it all.
 */
describe('e-mail to an address nobody has verified', () => {
  const baseURL = e2eApp().baseURL
  const staff = staffApi(baseURL)
  const phishing = 'customer. URGENT: your booking failed, re-enter card details at http://evil.example/pay'

  it('a ticket order with someone else’s address e-mails them nothing until it is paid', async () => {
    const victim = `victim.${Date.now()}@example.com`
    const res = await fetch(`${baseURL}/v1/api/events/clubhouse-summit-25/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ fullName: phishing, email: victim, phone: '07700 900123', message: 'Pay now at http://evil.example/pay', items: [{ index: 0, quantity: 1, title: 'Summit day ticket' }] }),
    })
    expect(res.status).toBe(201)
    expect(((await res.json()) as { checkoutUrl: string }).checkoutUrl).toMatch(/\/payments\/sandbox\//)
    // The confirmation goes only once paid (by whoever holds the card); its wording is tested in
    // src/features/events/tickets/orders/notifications.server.test.ts.
    const toVictim = await staff<Outbox>(`/api/outbox?where[to][equals]=${encodeURIComponent(victim)}&depth=0`)
    expect(toVictim.docs).toHaveLength(0)
  })
})
