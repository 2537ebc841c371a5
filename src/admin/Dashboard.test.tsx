// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Dashboard } from './Dashboard'

afterEach(cleanup)

const staff = (...roles: string[]) => ({ collection: 'users', id: 1, email: 'staff@clubhouse.local', roles })

/** A Payload stand-in whose count answers per collection, and remembers who asked. */
function fakePayload(counts: Record<string, number>) {
  const count = vi.fn(async ({ collection }: { collection: string }) => ({ totalDocs: counts[collection] ?? 0 }))
  return { payload: { config: { routes: { admin: '/admin' } }, count } as never, count }
}

async function show(user: unknown, counts: Record<string, number>) {
  const { payload, count } = fakePayload(counts)
  const element = await Dashboard({ payload, user } as never)
  if (element) render(element)
  return { element, count }
}

describe('Dashboard', () => {
  it('shows the sales team today’s figures, each linked to its list, counted with their own access', async () => {
    const user = staff('sales')
    const { count } = await show(user, { leads: 4, enquiries: 2, 'ticket-orders': 7, 'table-bookings': 12, dues: 3 })
    const tiles = screen.getAllByRole('link')
    expect(tiles.map((a) => a.textContent)).toEqual([
      '4New leads today',
      '2Enquiries today',
      '4Applications awaiting review',
      '7Ticket orders paid today',
      '12Table bookings for today',
      '3Members in arrears',
      '3Dues not collecting',
    ])
    expect(within(screen.getByRole('region', { name: 'What needs doing' })).getByRole('link', { name: /Applications awaiting review/ }).getAttribute('href')).toBe('/admin/applications?status=Applied')
    expect(tiles[0]!.getAttribute('href')).toMatch(/^\/admin\/collections\/leads\?where/)
    for (const [args] of count.mock.calls) expect(args).toMatchObject({ overrideAccess: false, user })
  })

  it('shows a content editor no sales figure, and asks the database for none', async () => {
    const { count } = await show(staff('content'), { leads: 4, pages: 1 })
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['1Pages not yet published', '0Upcoming events hidden from the website'])
    expect(count.mock.calls.map(([a]) => a.collection)).toEqual(['pages', 'events'])
  })

  it('draws nothing for a staff account without a role', async () => {
    const { element, count } = await show(staff(), { leads: 4 })
    expect(element).toBeNull()
    expect(count).not.toHaveBeenCalled()
  })
})
