import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { MembershipType } from '@/payload-types'

import { MembershipTour } from './MembershipTour'
import { TourLoading } from '@/features/membership/components/TourLoading'

// The enquiry form's server action stands in for the submission service, tested on its own.
vi.mock('@/features/enquiries/actions', () => ({ enquiryFormAction: vi.fn(), tourFormAction: vi.fn() }))
vi.mock('@/lib/ui/Carousel.client', async () => ({ Carousel: (await import('@/lib/ui/CarouselView.client')).Carousel }))

afterEach(() => vi.restoreAllMocks())

/** Renders server output, async components included, to HTML. */
async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(<>{node}</>)
  return new Response(prelude).text()
}

const picture = { id: 1, alt: 'Club', url: '/media/club.jpg', width: 1280, height: 720, mimeType: 'image/jpeg' }

const club = {
  id: 1,
  title: 'Club',
  prices: [
    { minimumAge: 30, monthlyFee: 225 },
    { minimumAge: 18, monthlyFee: 150 },
  ],
  formTitle: 'Book a tour',
  hero: [{ blockType: 'hero', title: 'Club membership', desktopImage: picture }],
  sections: [
    { blockType: 'splitSection', title: 'What happens next', bodyText: 'We will call you.', colour: 'pink', colourRight: 'black' },
  ],
  dialCodeOptions: [{ code: '+44' }, { code: '+33' }],
  updatedAt: '2026-11-23T00:00:00.000Z',
  createdAt: '2026-11-23T00:00:00.000Z',
} as unknown as MembershipType

const corporate = { ...club, title: 'Corporate', prices: [{ minimumAge: 18, monthlyFee: 125 }], formTitle: 'Book a tour for your team' } as MembershipType

describe('/book-a-tour content', () => {
  it('Club: the fee line, the hero, the club form with the type’s dial codes and Fulham, then the sections, in that order', async () => {
    const out = await html(<MembershipTour membership="Club" productName="Clubhouse" load={async () => club} />)
    expect(out).toContain('Membership fee from £150 per month')
    expect(out).toMatch(/Membership fee from £150 per month.*<h1[^>]*>Club membership<\/h1>.*data-form="enquiry".*What happens next/s)
    expect(out).toContain('data-variant="club"')
    expect(out).not.toContain('name="companyName"')
    expect(out).toMatch(/<option value="\+33">\+33<\/option>/)
    expect(out).not.toMatch(/<option value="\+966">/)
    expect(out).toMatch(/<option value="5" selected="">Fulham<\/option>/)
    expect(out).toContain('<input type="hidden" name="sourcePath" value="/book-a-tour?membership=Club"/>')
  })

  it('Corporate: per-member fee line and the corporate form', async () => {
    const load = vi.fn(async () => corporate)
    const out = await html(<MembershipTour membership="Corporate" productName="Clubhouse" load={load} />)
    expect(load).toHaveBeenCalledWith('Corporate')
    expect(out).toContain('Membership fee £125 pcm per member')
    expect(out).toContain('data-variant="corporate"')
    expect(out).toContain('Book a tour for your team')
    expect(out).toContain('name="companyName"')
  })

  it('Social: its fee line and the social form with the optional proposer and Instagram fields', async () => {
    const social = { ...club, title: 'Social', prices: [{ minimumAge: 18, monthlyFee: 95 }], hero: [{ blockType: 'hero', title: 'Social membership', desktopImage: picture }] } as unknown as MembershipType
    const load = vi.fn(async () => social)
    const out = await html(<MembershipTour membership="Social" productName="Clubhouse" load={load} />)
    expect(load).toHaveBeenCalledWith('Social')
    expect(out).toContain('Membership fee from £95 per month')
    expect(out).toMatch(/<h1[^>]*>Social membership<\/h1>/)
    expect(out).toContain('data-variant="social"')
    for (const name of ['proposerName', 'proposerEmail', 'instagramAccount']) expect(out).toContain(`name="${name}"`)
    expect(out.match(/\(Optional\)/g)?.length).toBe(3)
    expect(out).not.toContain('name="companyName"')
    expect(out).toContain('<input type="hidden" name="sourcePath" value="/book-a-tour?membership=Social"/>')
  })

  it('without a price for 18, a hero or sections: no fee line, a page heading, the form with the standard dial codes', async () => {
    const bare = { ...club, prices: [{ minimumAge: 30, monthlyFee: 225 }], hero: [], sections: [], dialCodeOptions: [] } as unknown as MembershipType
    const out = await html(<MembershipTour membership="Club" productName="Clubhouse" load={async () => bare} />)
    expect(out).not.toContain('data-fee-line')
    expect(out).toContain('<h1 class="sr-only">Book a tour</h1>')
    expect(out).toMatch(/<option value="\+966">/)
    const missing = await html(<MembershipTour membership="Club" productName="Clubhouse" load={async () => null} />)
    expect(missing).toContain('data-form="enquiry"')
  })

  it('on a failed read: logs the spec’s line and keeps the spinner', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const out = await html(
      <MembershipTour
        membership="Club"
        productName="Clubhouse"
        load={async () => {
          throw new Error('connect ECONNREFUSED')
        }}
      />,
    )
    expect(error).toHaveBeenCalledWith('Error fetching blob data: connect ECONNREFUSED')
    expect(out).toBe(await html(<TourLoading productName="Clubhouse" />))
    expect(out).not.toContain('data-form')
  })

  it('loading: a labelled status with the spinner and the logo', async () => {
    const out = await html(<TourLoading productName="Clubhouse" />)
    expect(out).toMatch(/^<div role="status" aria-label="Loading membership details"/)
    expect(out).toContain('animate-spin')
    expect(out).toContain('Clubhouse')
  })
})
