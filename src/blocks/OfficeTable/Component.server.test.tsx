import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { OfficeSearchResult } from '@/features/offices/types'
import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'
import type { Club } from '@/payload-types'

import OfficeTableComponent from './Component'

const data = vi.hoisted(() => ({ cachedOfficeSearch: vi.fn(), locationIdsOf: vi.fn() }))
vi.mock('@/features/offices/cached.server', () => data)

const summary = (n: number) => ({
  id: n,
  officeGroupId: `OFF-${n}`,
  title: `Office ${n}`,
  description: null,
  price: { value: 2000 },
  workStations: { capacity: 4 },
  location: { id: 8, displayName: 'City', clubName: 'City' },
  availableFrom: '2020-01-01',
  image: null,
  portraitImage: null,
})
const found: OfficeSearchResult = {
  count: 2,
  page: 1,
  pageSize: 6,
  end: true,
  results: [summary(1), summary(2)],
  facets: { location: [{ id: 8, displayName: 'City', count: 2 }] },
  ranges: { price: { min: 2000, max: 2000 }, workStations: { min: 4, max: 4 } },
}
const city = { id: 4, name: 'City', locationId: 8 } as Club

type Props = Parameters<typeof OfficeTableComponent>[0]
const html = async (props: Partial<Props>) => renderToStaticMarkup(<ModalProvider>{await OfficeTableComponent({ title: 'Offices to rent in London', cardShape: 'landscape', ...props })}</ModalProvider>)

beforeEach(() => {
  data.cachedOfficeSearch.mockReset().mockResolvedValue(found)
  data.locationIdsOf.mockReset().mockResolvedValue([8])
})
afterEach(() => vi.restoreAllMocks())

describe('office search list on the server', () => {
  it('renders the first page for the block’s clubs and availability, so the page has offices without JavaScript', async () => {
    const out = await html({ clubs: [city], availableNowOnly: true })
    expect(data.locationIdsOf).toHaveBeenCalledWith([city])
    expect(data.cachedOfficeSearch).toHaveBeenCalledWith({ locations: [8], availableNow: true, page: 1 })
    expect(out.match(/data-office-card=/g)).toHaveLength(2)
    expect(out).toContain('href="/office-detail?officeId=OFF-1"')
    // The heading follows the filters it starts with.
    expect(out).toMatch(/<h2[^>]*>Office to rent in City<\/h2>/)
  })

  it('uses the block’s title before any filter, an h1 when it opens the page', async () => {
    data.locationIdsOf.mockResolvedValue([])
    expect(await html({ title: 'Offices for teams', isFirst: true })).toMatch(/<h1[^>]*>Offices for teams<\/h1>/)
  })

  it('leaves the search to the browser when it fails on the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    data.cachedOfficeSearch.mockRejectedValue(new Error('database down'))
    const out = await html({})
    expect(out).toContain('We couldn’t load the offices just now. Please try again in a moment.')
    expect(out).not.toContain('data-office-card=')
  })
})
