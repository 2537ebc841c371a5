import { describe, expect, it } from 'vitest'

import type { Event } from '@/payload-types'

import { allSoldOut, closedReason, priceChoice, quantityChoices, quantityError, runningTotal, ticketItemsOf, withStock, type TicketItem } from './rules'

const stored: NonNullable<Event['tickets']> = [
  { itemTitle: 'Summit day ticket', itemSubtitle: ' Thursday ', itemPrice: 195, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: false },
  { itemTitle: 'Riverboat transfer', itemPrice: 35, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: true },
  { itemTitle: 'Dinner', itemPrice: 0.1, itemMinimumPurchase: 2, itemMaximumPurchase: 6 },
  {
    itemTitle: 'Odd limits',
    itemPrice: 5,
    itemMinimumPurchase: 0,
    itemMaximumPurchase: 0,
    image: { id: 1, alt: 'Boat', url: '/api/media/file/boat.webp', width: 800, height: 600, createdAt: '', updatedAt: '' },
  },
]
const items = ticketItemsOf(stored)

describe('ticketItemsOf', () => {
  it('numbers the stored tickets by position and tidies their limits', () => {
    expect(items.map((i) => [i.index, i.title, i.min, i.max, i.soldOut])).toEqual([
      [0, 'Summit day ticket', 1, 4, false],
      [1, 'Riverboat transfer', 1, 4, true],
      [2, 'Dinner', 2, 6, false],
      [3, 'Odd limits', 1, 1, false],
    ])
    expect(items[0]!.subtitle).toBe('Thursday')
    expect(items[3]!.image).toEqual({ url: '/api/media/file/boat.webp', alt: 'Boat', width: 800, height: 600 })
    expect(ticketItemsOf(null)).toEqual([])
  })
})

describe('quantities', () => {
  it('offers none or the minimum to the maximum, nothing when sold out', () => {
    expect(quantityChoices(items[2]!)).toEqual([0, 2, 3, 4, 5, 6])
    expect(quantityChoices(items[1]!)).toEqual([])
  })

  it('refuses quantities outside the limits and sold-out items, never none', () => {
    expect(quantityError(items[2]!, 0)).toBeUndefined()
    expect(quantityError(items[2]!, 2)).toBeUndefined()
    expect(quantityError(items[2]!, 1)).toBe('Dinner: choose between 2 and 6, or none.')
    expect(quantityError(items[2]!, 7)).toBe('Dinner: choose between 2 and 6, or none.')
    expect(quantityError(items[2]!, 2.5)).toBe('Dinner: choose between 2 and 6, or none.')
    expect(quantityError(items[3]!, 2)).toBe('Odd limits: choose 1, or none.')
    expect(quantityError(items[1]!, 1)).toBe('Riverboat transfer is sold out.')
    expect(quantityError(items[1]!, 0)).toBeUndefined()
  })
})

describe('priceChoice', () => {
  it('prices from the stored items, whatever the client thinks they cost', () => {
    const priced = priceChoice(items, [
      { index: 2, quantity: 3 },
      { index: 0, quantity: 2, title: 'Summit day ticket' },
    ])
    expect(priced).toEqual({
      ok: true,
      lines: [
        { index: 0, id: 'item-0', title: 'Summit day ticket', unitPrice: 195, quantity: 2, lineTotal: 390, capacity: null, priceIdentifier: null },
        { index: 2, id: 'item-2', title: 'Dinner', unitPrice: 0.1, quantity: 3, lineTotal: 0.3, capacity: null, priceIdentifier: null },
      ],
      total: 390.3,
    })
  })

  it('refuses sold-out items and out-of-range quantities, each by its position', () => {
    const priced = priceChoice(items, [
      { index: 1, quantity: 1 },
      { index: 2, quantity: 1 },
      { index: 0, quantity: 5 },
    ])
    expect(priced).toEqual({
      ok: false,
      errors: {
        'items.0': 'Riverboat transfer is sold out.',
        'items.1': 'Dinner: choose between 2 and 6, or none.',
        'items.2': 'Summit day ticket: choose between 1 and 4, or none.',
      },
    })
  })

  it('refuses items that are gone, renamed since, or listed twice', () => {
    const priced = priceChoice(items, [
      { index: 9, quantity: 1 },
      { index: 0, quantity: 1, title: 'Old name' },
      { index: 2, quantity: 2 },
      { index: 2, quantity: 2 },
    ])
    expect(priced.ok).toBe(false)
    if (priced.ok) return
    expect(priced.errors['items.0']).toMatch(/no longer available/)
    expect(priced.errors['items.1']).toMatch(/no longer available/)
    expect(priced.errors['items.2']).toBeUndefined()
    expect(priced.errors['items.3']).toBe('Each ticket may be listed once.')
  })

  it('asks for at least one ticket', () => {
    expect(priceChoice(items, [])).toEqual({ ok: false, errors: { items: 'Choose at least one ticket.' } })
    expect(priceChoice(items, [{ index: 0, quantity: 0 }, { index: 1, quantity: 0 }])).toEqual({ ok: false, errors: { items: 'Choose at least one ticket.' } })
  })
})

describe('runningTotal', () => {
  it('adds up what may be had, to the penny', () => {
    const list: TicketItem[] = items
    expect(runningTotal(list, [1, 0, 3])).toBe(195.3)
    // A sold-out or out-of-range choice does not count.
    expect(runningTotal(list, [0, 2, 1])).toBe(0)
  })
})

describe('closedReason', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  const open = { eventStatus: 'on-sale' as const, startsAt: '2026-07-01T18:00:00Z', tickets: stored }

  it('is open for a future event with tickets on sale', () => {
    expect(closedReason(open, now)).toBeNull()
    expect(closedReason({ ...open, eventStatus: 'last-few-tickets' }, now)).toBeNull()
  })

  it('is closed when sold out, started, without tickets, or with every ticket sold out', () => {
    expect(closedReason({ ...open, eventStatus: 'sold-out' }, now)).toBe('soldOut')
    expect(closedReason({ ...open, startsAt: '2026-06-01T12:00:00Z' }, now)).toBe('started')
    expect(closedReason({ ...open, tickets: [] }, now)).toBe('noTickets')
    expect(closedReason({ ...open, tickets: null }, now)).toBe('noTickets')
    expect(closedReason({ ...open, tickets: [stored[1]!] }, now)).toBe('soldOut')
  })

  it('goes by the stock when it has it: a stored SOLD OUT written before seats came back does not close the event', () => {
    const tickets = [{ id: 'seat', itemTitle: 'Seat', itemPrice: 20, itemMinimumPurchase: 1, itemMaximumPurchase: 2, quantityAvailable: 2 }]
    const event = { ...open, eventStatus: 'sold-out' as const, tickets }
    expect(closedReason(event, now)).toBe('soldOut')
    expect(closedReason(event, now, withStock(ticketItemsOf(tickets), new Map([['seat', 0]])))).toBeNull()
    expect(closedReason({ ...event, eventStatus: 'on-sale' }, now, withStock(ticketItemsOf(tickets), new Map([['seat', 2]])))).toBe('soldOut')
  })
})

describe('withStock (seats left)', () => {
  const limited = ticketItemsOf([
    { id: 'seat', itemTitle: 'Seat', itemPrice: 20, itemMinimumPurchase: 2, itemMaximumPurchase: 6, quantityAvailable: 40 },
    { id: 'extra', itemTitle: 'Extra', itemPrice: 5, itemMinimumPurchase: 1, itemMaximumPurchase: 4 },
  ])

  it('keeps what is left, caps the maximum at it, and is sold out below the minimum', () => {
    const [seat, extra] = withStock(limited, new Map([['seat', 37]]))
    expect(seat).toMatchObject({ capacity: 40, left: 3, max: 3, soldOut: false })
    expect(quantityChoices(seat!)).toEqual([0, 2, 3])
    expect(quantityError(seat!, 3)).toBeUndefined()
    expect(extra).toMatchObject({ capacity: null, left: null, max: 4, soldOut: false })
    const [gone] = withStock(limited, new Map([['seat', 39]]))
    expect(gone).toMatchObject({ left: 1, soldOut: true })
    expect(quantityError(gone!, 2)).toBe('Seat is sold out.')
  })

  it('refuses more than is left, and calls the event sold out when every item is', () => {
    const [seat] = withStock(limited, new Map([['seat', 36]]))
    expect(priceChoice([{ ...seat!, max: 6 }], [{ index: 0, quantity: 5 }])).toEqual({ ok: false, errors: { 'items.0': 'Sorry, only 4 left of Seat.' } })
    expect(allSoldOut(withStock(limited, new Map([['seat', 40]])))).toBe(false)
    const onlySeat = withStock(limited.slice(0, 1), new Map([['seat', 40]]))
    expect(allSoldOut(onlySeat)).toBe(true)
    expect(closedReason({ eventStatus: 'on-sale', startsAt: '2999-01-01T00:00:00Z', tickets: [] }, new Date(), onlySeat)).toBe('soldOut')
  })
})
