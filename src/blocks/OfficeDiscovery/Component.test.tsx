import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { OfficeSearchResult, OfficeSummary } from '@/features/offices/types'
import type { Club } from '@/payload-types'

import OfficeDiscoveryComponent from './Component'

const data = vi.hoisted(() => ({ cachedOfficeSearch: vi.fn(), locationIdsOf: vi.fn() }))
vi.mock('@/features/offices/cached.server', () => data)

const office = (n: number): OfficeSummary => ({
  id: n,
  officeGroupId: `OFF-${n}`,
  title: `Office ${n}`,
  description: null,
  price: { value: 1000 + n },
  workStations: { capacity: 2 },
  location: { id: 14, displayName: 'Kensington', clubName: 'Kensington' },
  availableFrom: '2020-01-01',
  image: null,
  portraitImage: null,
})
const page = (n: number, count: number): OfficeSearchResult => {
  const results = Array.from({ length: Math.max(0, Math.min(6, count - (n - 1) * 6)) }, (_, i) => office((n - 1) * 6 + i + 1))
  return { count, page: n, pageSize: 6, end: n * 6 >= count, results, facets: { location: [] }, ranges: { price: { min: 0, max: 0 }, workStations: { min: 0, max: 0 } } }
}

type Props = Parameters<typeof OfficeDiscoveryComponent>[0]
const html = async (props: Partial<Props> = {}) =>
  renderToStaticMarkup(await OfficeDiscoveryComponent({ title: 'Discover our offices', count: 3, buttonText: 'Search all offices', buttonLink: '/discover-offices', ...props }))
const cards = (out: string) => [...out.matchAll(/data-office-card="([^"]+)"/g)].map((m) => m[1])

beforeEach(() => {
  data.locationIdsOf.mockReset().mockResolvedValue([14])
  data.cachedOfficeSearch.mockReset().mockImplementation(async ({ page: n }: { page: number }) => page(n, 20))
})
afterEach(() => vi.restoreAllMocks())

describe('office discovery', () => {
  it('shows the cheapest offices at the chosen clubs, with the title, text and button', async () => {
    const kensington = { id: 3, locationId: 14 } as Club
    const out = await html({ clubs: [kensington], description: 'Private offices for two to twenty.' })
    expect(data.cachedOfficeSearch).toHaveBeenCalledWith({ locations: [14], availableNow: false, page: 1 })
    expect(cards(out)).toEqual(['OFF-1', 'OFF-2', 'OFF-3'])
    expect(out).toMatch(/<h2[^>]*>Discover our offices<\/h2>/)
    expect(out).toContain('Private offices for two to twenty.')
    expect(out).toMatch(/<a class="btn btn-dark" href="\/discover-offices">Search all offices<\/a>/)
  })

  it('reads a second page for more than six', async () => {
    expect(cards(await html({ count: 9 }))).toHaveLength(9)
    expect(data.cachedOfficeSearch).toHaveBeenCalledTimes(2)
  })

  it('renders nothing without offices (a note for staff previewing)', async () => {
    data.cachedOfficeSearch.mockImplementation(async () => page(1, 0))
    expect(await html()).toBe('')
    expect(await html({ preview: true })).toContain('role="note"')
  })
})
