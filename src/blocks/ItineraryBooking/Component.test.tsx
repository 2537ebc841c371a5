import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ItineraryBooking from './Component'
import { ItineraryBooking as config } from './config'

const items = [
  {
    id: 'a',
    itemTitle: 'Summit day ticket',
    itemSubtitle: 'Thursday 10:00 - 18:00',
    itemPrice: 195,
    itemMinimumPurchase: 1,
    itemMaximumPurchase: 4,
    soldOut: false,
    image: { id: 1, url: '/api/media/file/stage.webp', alt: 'Summit stage', width: 1200, height: 800, createdAt: '', updatedAt: '' },
  },
  { id: 'b', itemTitle: 'Riverboat transfer', itemPrice: 35.5, itemMinimumPurchase: 2, itemMaximumPurchase: 6, soldOut: true },
  { id: 'c', itemTitle: 'Dinner', itemPrice: 85, itemMinimumPurchase: 2, itemMaximumPurchase: 6, soldOut: false },
]
const html = (props: Parameters<typeof ItineraryBooking>[0]) => renderToStaticMarkup(<ItineraryBooking {...props} />)
const cards = (out: string) => [...out.matchAll(/<article[^>]*data-ticket-item="([^"]+)"[^>]*>(.*?)<\/article>/gs)].map((m) => ({ state: m[1], body: m[2]! }))

describe('ItineraryBooking', () => {
  it('lists each item with its title, subtitle, price, limits and picture under the heading', () => {
    const out = html({ title: 'Build your summit itinerary', items })
    expect(out).toMatch(/<h2[^>]*>Build your summit itinerary<\/h2>/)
    const [day, boat, dinner] = cards(out)
    expect(day!.body).toMatch(/<h3[^>]*>Summit day ticket<\/h3>/)
    expect(day!.body).toContain('Thursday 10:00 - 18:00')
    expect(day!.body).toContain('£195')
    expect(day!.body).toContain('Up to 4 per order')
    expect(day!.body).toContain('alt="Summit stage"')
    expect(boat!.body).toContain('£35.50')
    expect(dinner!.body).toContain('2 to 6 per order')
  })

  it('marks a sold-out item "Sold out" and leaves its limits out', () => {
    const [day, boat] = cards(html({ items }))
    expect(boat!.state).toBe('sold-out')
    expect(boat!.body).toContain('Sold out')
    expect(boat!.body).not.toContain('per order')
    expect(day!.state).toBe('available')
    expect(day!.body).not.toContain('Sold out')
  })

  it('links to the event’s ticket page when an event is linked', () => {
    const out = html({ items, eventSlug: 'clubhouse-summit-25' })
    expect(out).toContain('<a href="/event-tickets/clubhouse-summit-25" class="btn btn-dark">Book tickets</a>')
    expect(out).toContain('Tickets are paid for by card when you book')
  })

  it('has no button without a linked event, or with an address that is not one', () => {
    expect(html({ items })).not.toContain('Book tickets')
    expect(html({ items, eventSlug: '../admin' })).not.toContain('Book tickets')
  })

  it('marks every item sold out and offers no button when the whole event is', () => {
    const out = html({ items, eventSoldOut: true, eventSlug: 'clubhouse-summit-25' })
    expect(cards(out).map((c) => c.state)).toEqual(['sold-out', 'sold-out', 'sold-out'])
    expect(out).not.toContain('Book tickets')
    expect(out).not.toContain('/event-tickets/')
    expect(out).toContain('This event is sold out.')
  })

  it('shows nothing without items', () => {
    expect(html({ items: [] })).toBe('')
  })

  it('lets staff link an event by its address, or leave it empty', () => {
    const field = config.fields.find((f) => 'name' in f && f.name === 'eventSlug') as { validate: (v: unknown) => true | string }
    expect(field.validate('clubhouse-summit-25')).toBe(true)
    expect(field.validate('')).toBe(true)
    expect(field.validate(undefined)).toBe(true)
    expect(field.validate('Clubhouse Summit')).toMatch(/last part of the event’s address/)
  })
})
