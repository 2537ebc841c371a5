import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Media, Office } from '@/payload-types'

import OfficeDetailComponent, { OFFICE_UNAVAILABLE_TEXT } from './Component'

const cachedOffice = vi.hoisted(() => vi.fn<(id: string) => Promise<Office | null>>())
vi.mock('@/features/offices/cached.server', () => ({ cachedOffice }))
vi.mock('@/features/enquiries/components/contact/action', () => ({ contactFormAction: vi.fn() }))
vi.mock('@/lib/ui/Carousel.client', async () => ({ Carousel: (await import('@/lib/ui/CarouselView.client')).Carousel }))

const picture = (name: string): Media => ({ id: 1, alt: name, url: `/api/media/file/${name}.jpg`, width: 1600, height: 900, createdAt: '', updatedAt: '' })
const richText = (text: string) =>
  ({
    root: {
      type: 'root', version: 1, direction: 'ltr', format: '', indent: 0,
      children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'text', text, version: 1, format: 0, style: '', mode: 'normal', detail: 0 }] }],
    },
  }) as Office['longDescription']

const office: Office = {
  id: 3,
  title: 'The Threadneedle Suite',
  officeGroupId: 'CITY-3F-12',
  visible: true,
  location: { id: 4, name: 'City', address: '1 Threadneedle Street', locationId: 8, createdAt: '', updatedAt: '' },
  displayName: 'City, 3rd floor',
  pricePerMonth: 4200,
  workstations: 8,
  availableFrom: '2020-01-01T00:00:00.000Z',
  description: 'An eight-desk studio.',
  longDescription: richText('Light on three sides and a view of the Bank.'),
  image: picture('main'),
  landscapeImages: [picture('wide-1'), picture('wide-2')],
  floorPlanImage: picture('plan'),
  floorplanList: [{ id: 'f1', preview: picture('plan-preview'), ctaLink: '/media/plan.pdf' }],
  info: [{ id: 'i1', title: 'Size', detail: '450 sq ft' }],
  prices: [{ id: 'p1', label: '12-month term', value: '£4,200 pcm + VAT' }],
  amenities: [{ id: 'a1', icon: 'wifi', text: 'Fast Wi-Fi' }],
  facilities: [{ id: 'fa1', text: 'Showers' }],
  featureList: [{ id: 'fe1', text: 'Private kitchen' }],
  contactGroups: [
    {
      id: 'g1',
      title: 'Offices',
      contacts: [
        { id: 'c1', title: 'Office sales', contactPerson: 'Sophie Turner', phoneNumber: '020 7123 4508' },
        { id: 'c2', title: 'Viewings', email: 'offices@clubhouse.london', phoneNumber: '07700 900123' },
      ],
    },
  ],
  createdAt: '',
  updatedAt: '',
}

type Props = Parameters<typeof OfficeDetailComponent>[0]
const html = async (props: Partial<Props> = {}) =>
  renderToStaticMarkup(await OfficeDetailComponent({ enquireButtonText: 'ENQUIRE', backLinkText: 'Back to offices', pagePath: '/office-detail', searchParams: { officeId: 'CITY-3F-12' }, isFirst: true, ...props }))

beforeEach(() => {
  cachedOffice.mockReset()
  cachedOffice.mockResolvedValue(office)
})
afterEach(() => vi.restoreAllMocks())

describe('office detail: no office', () => {
  it.each([
    ['no officeId', {}],
    ['an empty officeId', { officeId: '' }],
  ])('says "No office data found." with a link back to the offices for %s', async (_, searchParams) => {
    const out = await html({ searchParams })
    expect(out).toContain('No office data found.')
    expect(out).toMatch(/<a [^>]*href="\/discover-offices"[^>]*>Back to offices<\/a>/)
    expect(cachedOffice).not.toHaveBeenCalled()
  })

  it('says the same for an unknown or hidden office', async () => {
    cachedOffice.mockResolvedValue(null)
    const out = await html({ searchParams: { officeId: 'NOPE-1' } })
    expect(cachedOffice).toHaveBeenCalledWith('NOPE-1')
    expect(out).toContain('No office data found.')
    expect(out).not.toContain('data-office-sticky')
  })

  it('says the details are unavailable when they cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    cachedOffice.mockRejectedValue(new Error('database down'))
    expect(await html()).toContain(OFFICE_UNAVAILABLE_TEXT)
  })
})

describe('office detail', () => {
  it('shows the pictures, name, location, size, availability, price lines and facts', async () => {
    const out = await html()
    expect(out).toMatch(/aria-roledescription="carousel" aria-label="The Threadneedle Suite: pictures"/)
    expect(out).toContain('alt="wide-1"')
    expect(out).toContain('alt="wide-2"')
    expect(out).toMatch(/<h1[^>]*>The Threadneedle Suite<\/h1>/)
    expect(out).toContain('City, 3rd floor')
    expect(out).toContain('8 workstations')
    expect(out).toContain('Available now')
    expect(out).toContain('£4,200 pcm')
    expect(out).toMatch(/<dt>12-month term<\/dt><dd[^>]*>£4,200 pcm \+ VAT<\/dd>/)
    expect(out).toMatch(/<dt[^>]*>Size<\/dt><dd[^>]*>450 sq ft<\/dd>/)
    expect(out).toContain('Light on three sides and a view of the Bank.')
  })

  it('lists amenities with their icons, facilities, features, floor plans and the contacts', async () => {
    const out = await html()
    expect(out).toMatch(/<li[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg>Fast Wi-Fi<\/li>/)
    expect(out).toMatch(/<h2[^>]*>Facilities<\/h2><ul[^>]*><li>Showers<\/li>/)
    expect(out).toMatch(/<h2[^>]*>Features<\/h2><ul[^>]*><li>Private kitchen<\/li>/)
    expect(out).toContain('alt="plan"')
    expect(out).toMatch(/<a href="\/media\/plan.pdf"[^>]*target="_blank" rel="noopener noreferrer">View floor plan<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/)
    expect(out).toContain('Sophie Turner')
    expect(out).toContain('href="tel:02071234508"')
    expect(out).toContain('href="mailto:offices@clubhouse.london"')
  })

  it('links back to the office search', async () => {
    expect(await html({ backLinkText: 'All offices' })).toMatch(/<a [^>]*href="\/discover-offices"[^>]*><span aria-hidden="true">←<\/span>All offices<\/a>/)
  })

  it('hides prices, amenities and floor plans when the block says so', async () => {
    const out = await html({ showPrices: false, showAmenities: false, showFloorPlans: false })
    expect(out).not.toContain('£4,200')
    expect(out).not.toContain('Fast Wi-Fi')
    expect(out).not.toContain('View floor plan')
  })

  it('has mobile sticky Email and WhatsApp buttons from the office’s first e-mail and phone number', async () => {
    const out = await html()
    const sticky = /<div data-office-sticky[^>]*class="([^"]*)"[^>]*>(.*?)<\/div>/.exec(out)!
    expect(sticky[1]).toContain('tab:hidden')
    expect(sticky[2]).toMatch(/<a href="mailto:offices@clubhouse.london"[^>]*>Email<\/a>/)
    expect(sticky[2]).toMatch(/<a href="https:\/\/wa.me\/442071234508" target="_blank" rel="noopener noreferrer"[^>]*>WhatsApp/)
  })

  it('has no sticky buttons for an office without contacts', async () => {
    cachedOffice.mockResolvedValue({ ...office, contactGroups: [] })
    expect(await html()).not.toContain('data-office-sticky')
  })

  it('opens the office enquiry naming the office, when the block has button words', async () => {
    const out = await html()
    expect(out).toMatch(/<a href="#office-enquiry-office-detail"[^>]*>ENQUIRE<span class="sr-only"> about The Threadneedle Suite<\/span><\/a>/)
    expect(out).toContain('<input type="hidden" name="queryOrigin" value="The Threadneedle Suite"/>')
    expect(out).toContain('<input type="hidden" name="sourcePath" value="/office-detail?officeId=CITY-3F-12"/>')
  })

  it('offers the enquiry in the price box even when the block leaves the button words empty (issue 17)', async () => {
    const out = await html({ enquireButtonText: '' })
    const priceBox = out.slice(out.indexOf('<aside'), out.indexOf('</aside>'))
    expect(priceBox).toMatch(/<a href="#office-enquiry-office-detail"[^>]*>ENQUIRE<span class="sr-only"> about The Threadneedle Suite<\/span><\/a>/)
    expect(priceBox).toContain('<input type="hidden" name="queryOrigin" value="The Threadneedle Suite"/>')
  })

  it('titles the office h2 when another module opens the page', async () => {
    const out = await html({ isFirst: false })
    expect(out).toMatch(/<h2[^>]*>The Threadneedle Suite<\/h2>/)
    expect(out).toMatch(/<h3[^>]*>Amenities<\/h3>/)
  })
})
