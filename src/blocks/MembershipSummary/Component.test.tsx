import { renderToStaticMarkup } from 'react-dom/server'
import type { Media } from '@/payload-types'
import { describe, expect, it } from 'vitest'

import MembershipSummary from './Component'

const image = { id: 3, url: '/media/kensington-lounge.jpg', alt: 'The Kensington lounge', width: 1200, height: 1500 } as Media

describe('MembershipSummary', () => {
  it('shows the name as an h2, the price, every benefit as a list item and the button', () => {
    const html = renderToStaticMarkup(
      <MembershipSummary
        title="Club membership"
        subTitle="All four clubs."
        priceLine="From £195 per month"
        priceNote="Joining fee £500"
        benefits={[{ text: 'Access to Fulham, Knightsbridge, Kensington and the City' }, { text: 'Member events' }, { text: '' }]}
        buttonText="Apply now"
        buttonLink="/membership-application"
        colour="pink"
      />,
    )
    expect(html).toMatch(/<h2[^>]*>Club membership<\/h2>/)
    expect(html).toContain('All four clubs.')
    expect(html).toContain('From £195 per month')
    expect(html).toContain('Joining fee £500')
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toMatch(/<a[^>]*href="\/membership-application"[^>]*>Apply now<\/a>/)
    expect(html).toContain('bg-blush')
  })

  it('leaves out the price, list and button when they are not set, and is white by default', () => {
    const html = renderToStaticMarkup(<MembershipSummary title="Social membership" />)
    expect(html).not.toContain('<ul')
    expect(html).not.toContain('<a')
    expect(html).not.toContain('<img')
    expect(html).toContain('bg-white text-ink')
  })

  it('uses a light button on black', () => {
    const html = renderToStaticMarkup(<MembershipSummary title="Corporate" buttonText="Enquire" buttonLink="/corporate" colour="black" />)
    expect(html).toContain('btn btn-light')
  })

  it('loads the image eagerly only as the first module, and ignores an unpopulated id', () => {
    expect(renderToStaticMarkup(<MembershipSummary title="Club" image={image} isFirst />)).toContain('loading="eager"')
    const lazy = renderToStaticMarkup(<MembershipSummary title="Club" image={image} />)
    expect(lazy).toContain('loading="lazy"')
    expect(lazy).toContain('alt="The Kensington lounge"')
    expect(renderToStaticMarkup(<MembershipSummary title="Club" image={3} />)).not.toContain('<img')
  })

  it('renders nothing without a name', () => {
    expect(renderToStaticMarkup(<MembershipSummary benefits={[{ text: 'Events' }]} />)).toBe('')
  })
})
