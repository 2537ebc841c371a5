import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { OfficeSummary } from '@/features/offices/types'

import OfficeItemComponent from './Component'

const cachedOfficeCard = vi.hoisted(() => vi.fn<(reference: string) => Promise<OfficeSummary | null>>())
vi.mock('@/features/offices/cached.server', () => ({ cachedOfficeCard }))

const card: OfficeSummary = {
  id: 3,
  officeGroupId: 'CITY-3F-12',
  title: 'Eight-desk studio',
  description: null,
  price: { value: 4200 },
  workStations: { capacity: 8 },
  location: { id: 8, displayName: 'City, 3rd floor', clubName: 'City' },
  availableFrom: '2099-03-01',
  image: { url: '/api/media/file/wide.jpg', alt: 'Wide', width: 800, height: 600 },
  portraitImage: { url: '/api/media/file/tall.jpg', alt: 'Tall', width: 600, height: 800 },
}

type Props = Parameters<typeof OfficeItemComponent>[0]
const html = async (props: Partial<Props> = {}) =>
  renderToStaticMarkup(await OfficeItemComponent({ officeReference: 'CITY-3F-12', cardShape: 'landscape', showPrice: true, buttonText: 'View office', ...props }))

beforeEach(() => {
  cachedOfficeCard.mockReset()
  cachedOfficeCard.mockResolvedValue(card)
})
afterEach(() => vi.restoreAllMocks())

describe('office card module', () => {
  it('shows the office by its reference with a button to its page', async () => {
    const out = await html()
    expect(cachedOfficeCard).toHaveBeenCalledWith('CITY-3F-12')
    expect(out).toMatch(/<h2[^>]*>Eight-desk studio<\/h2>/)
    expect(out).toContain('City, 3rd floor')
    expect(out).toContain('8 workstations')
    expect(out).toContain('£4,200 pcm')
    expect(out).toContain('Available from 1 March 2099')
    expect(out).toContain('alt="Wide"')
    expect(out).toMatch(/<a class="btn btn-dark[^"]*" href="\/office-detail\?officeId=CITY-3F-12">View office<span class="sr-only">: Eight-desk studio<\/span><\/a>/)
  })

  it('takes the title override, the portrait picture and hides the price when asked', async () => {
    const out = await html({ title: 'The Threadneedle Suite', cardShape: 'portrait', showPrice: false })
    expect(out).toMatch(/<h2[^>]*>The Threadneedle Suite<\/h2>/)
    expect(out).toContain('alt="Tall"')
    expect(out).not.toContain('£4,200')
  })

  it('renders nothing for visitors when there is no such office, and tells staff previewing', async () => {
    cachedOfficeCard.mockResolvedValue(null)
    expect(await html()).toBe('')
    const note = await html({ preview: true })
    expect(note).toContain('role="note"')
    expect(note).toContain('No office data found.')
  })
})
