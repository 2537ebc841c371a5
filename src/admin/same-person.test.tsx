// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { listHref, tallies } from './same-person'
import { SamePersonCell } from './SamePersonCell'

afterEach(cleanup)

describe('same person', () => {
  it('links to the list filtered to the address, in the filter builder’s form', () => {
    const url = new URL(listHref('/admin', 'leads', 'jane+1@example.com'), 'http://x')
    expect(url.pathname).toBe('/admin/collections/leads')
    expect(url.searchParams.get('where[or][0][and][0][emailAddress][equals]')).toBe('jane+1@example.com')
  })

  it('names the row’s own kind first, and the other kind only when the person has some', () => {
    expect(tallies('leads', { leads: 3, enquiries: 0 }, 'a@b.co', '/admin').map((t) => [t.collection, t.count])).toEqual([['leads', 3]])
    expect(tallies('enquiries', { leads: 1, enquiries: 2 }, 'a@b.co', '/admin').map((t) => [t.collection, t.count])).toEqual([
      ['enquiries', 2],
      ['leads', 1],
    ])
  })
})

describe('SamePersonCell', () => {
  const cell = async (collectionSlug: string, counts: Record<string, number>, emailAddress: string | null = 'jane@example.com') => {
    const count = vi.fn(async ({ collection }: { collection: string }) => ({ totalDocs: counts[collection] ?? 0 }))
    const payload = { config: { routes: { admin: '/admin' } }, count } as never
    const element = await SamePersonCell({ payload, rowData: { id: 1, emailAddress }, collectionSlug } as never)
    if (element) render(element)
    return { element, count }
  }

  it('shows a lone submission as 1, with no link', async () => {
    await cell('leads', { leads: 1 })
    expect(screen.getByText('1')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows repeats from one address as links to the filtered lists', async () => {
    const { count } = await cell('leads', { leads: 3, enquiries: 1 })
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['3 leads', '1 enquiry'])
    expect(links[0]!.getAttribute('href')).toContain('/admin/collections/leads?where')
    expect(links[1]!.getAttribute('href')).toContain('/admin/collections/enquiries?where')
    expect(count).toHaveBeenCalledWith(expect.objectContaining({ collection: 'leads', where: { emailAddress: { equals: 'jane@example.com' } } }))
  })

  it('draws nothing for a row without an address', async () => {
    const { element, count } = await cell('leads', { leads: 3 }, null)
    expect(element).toBeNull()
    expect(count).not.toHaveBeenCalled()
  })
})
