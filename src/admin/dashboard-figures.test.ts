import { describe, expect, it, vi } from 'vitest'

import { countFigures, figuresFor, londonDay } from './dashboard-figures'

const staff = (...roles: string[]) => ({ collection: 'users', id: 1, email: 'staff@clubhouse.local', roles }) as never

describe('londonDay', () => {
  it('is midnight to midnight in London: UTC in winter, an hour earlier in summer', () => {
    expect(londonDay(new Date('2026-11-26T10:00:00Z'))).toEqual({ start: new Date('2026-11-26T00:00:00Z'), end: new Date('2026-11-27T00:00:00Z') })
    expect(londonDay(new Date('2026-07-01T12:00:00Z'))).toEqual({ start: new Date('2026-06-30T23:00:00Z'), end: new Date('2026-07-01T23:00:00Z') })
  })

  it('counts a late-evening summer moment as the next London day', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London.
    expect(londonDay(new Date('2026-07-01T23:30:00Z')).start).toEqual(new Date('2026-07-01T23:00:00Z'))
  })

  it('has 23 hours on the day the clocks go forward and 25 on the day they go back', () => {
    const spring = londonDay(new Date('2026-03-29T12:00:00Z'))
    expect(spring.start).toEqual(new Date('2026-03-29T00:00:00Z'))
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3600_000)
    const autumn = londonDay(new Date('2026-10-25T12:00:00Z'))
    expect(autumn.start).toEqual(new Date('2026-10-24T23:00:00Z'))
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3600_000)
  })
})

describe('figuresFor', () => {
  const now = new Date('2026-11-26T10:00:00Z')
  const labels = (user: unknown) => figuresFor(user as never, now, '/admin').map((f) => f.label)
  const sales = ['New leads today', 'Enquiries today', 'Applications awaiting review', 'Ticket orders paid today', 'Table bookings for today', 'Members in arrears', 'Dues not collecting']
  const content = ['Pages not yet published', 'Upcoming events hidden from the website']

  it('shows the sales team sales figures only, a content editor content figures only, an administrator both', () => {
    expect(labels(staff('sales'))).toEqual(sales)
    expect(labels(staff('content'))).toEqual(content)
    expect(labels(staff('admin'))).toEqual([...sales, ...content])
    expect(labels(staff('content', 'sales'))).toEqual([...sales, ...content])
  })

  it('shows nothing to a member, a staff account with no role, or nobody', () => {
    expect(labels({ collection: 'members', id: 1, roles: ['admin'] })).toEqual([])
    expect(labels(staff())).toEqual([])
    expect(labels(null)).toEqual([])
  })

  it('counts today’s leads from London midnight, and links to the list filtered the same way', () => {
    const leads = figuresFor(staff('sales'), now, '/admin').find((f) => f.key === 'leads-today')!
    expect(leads.collection).toBe('leads')
    expect(leads.where).toEqual({ and: [{ createdAt: { greater_than_equal: '2026-11-26T00:00:00.000Z' } }, { createdAt: { less_than: '2026-11-27T00:00:00.000Z' } }] })
    const url = new URL(leads.href, 'http://x')
    expect(url.pathname).toBe('/admin/collections/leads')
    expect(url.searchParams.get('where[or][0][and][0][createdAt][greater_than_equal]')).toBe('2026-11-26T00:00:00.000Z')
    expect(url.searchParams.get('where[or][0][and][1][createdAt][less_than]')).toBe('2026-11-27T00:00:00.000Z')
  })

  it('sends applications awaiting review to the committee’s Applications view, filtered to Applied', () => {
    const review = figuresFor(staff('sales'), now, '/admin').find((f) => f.key === 'applications-to-review')!
    expect(review.where).toEqual({ membershipStatus: { equals: 'Applied' } })
    expect(review.href).toBe('/admin/applications?status=Applied')
  })

  it('counts today’s table bookings by their time, confirmed ones only', () => {
    const tables = figuresFor(staff('sales'), new Date('2026-07-01T12:00:00Z'), '/admin').find((f) => f.key === 'table-bookings-today')!
    expect(tables.where).toEqual({
      and: [{ startDateTime: { greater_than_equal: '2026-06-30T23:00:00.000Z' } }, { startDateTime: { less_than: '2026-07-01T23:00:00.000Z' } }, { status: { equals: 'confirmed' } }],
    })
  })
})

describe('countFigures', () => {
  it('asks the database for each figure’s count with its own filter', async () => {
    const figures = figuresFor(staff('sales'), new Date('2026-11-26T10:00:00Z'), '/admin')
    const count = vi.fn(async ({ collection }: { collection: string }) => ({ totalDocs: collection === 'leads' ? 3 : 0 }))
    const counted = await countFigures(figures, count)
    expect(count).toHaveBeenCalledTimes(figures.length)
    for (const f of figures) expect(count).toHaveBeenCalledWith({ collection: f.collection, where: f.where })
    expect(counted.map((f) => [f.key, f.count])).toEqual([
      ['leads-today', 3],
      ['enquiries-today', 0],
      ['applications-to-review', 3],
      ['ticket-orders-today', 0],
      ['table-bookings-today', 0],
      ['dues-arrears', 0],
      ['dues-not-collecting', 0],
    ])
  })

  it('shows a figure it could not count as unknown, and the others still', async () => {
    const figures = figuresFor(staff('admin'), new Date('2026-11-26T10:00:00Z'), '/admin')
    const counted = await countFigures(figures, async ({ collection }) => {
      if (collection === 'pages') throw new Error('Forbidden')
      return { totalDocs: 1 }
    })
    expect(counted.find((f) => f.key === 'pages-unpublished')!.count).toBeNull()
    expect(counted.filter((f) => f.count === 1)).toHaveLength(figures.length - 1)
  })
})
