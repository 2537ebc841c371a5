import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import Places from './Component'
import { Places as config } from './config'

const image = (n: number) => ({ id: n, url: `/media/club-${n}.jpg`, alt: `Club ${n} bar`, width: 800, height: 1000 } as Media)
const clubs = ['Fulham', 'Knightsbridge', 'Kensington', 'City', 'Soho'].map((title, i) => ({
  title,
  description: `${title} club.`,
  image: image(i),
  ctaTitle: `Discover ${title}`,
  ctaLink: `/${title.toLowerCase()}`,
}))

describe('Places', () => {
  it('allows at most four places in the CMS', () => {
    const field = config.fields.find((f) => 'name' in f && f.name === 'places')
    expect(field && 'maxRows' in field ? field.maxRows : undefined).toBe(4)
  })

  it('shows at most four places even when more are stored', () => {
    const html = renderToStaticMarkup(<Places title="Our clubs" places={clubs} />)
    expect(html.match(/<li/g)).toHaveLength(4)
    expect(html).toContain('Discover City')
    expect(html).not.toContain('Soho')
    expect(html).toContain('xl:grid-cols-4')
  })

  it('cuts a description over 145 characters to 145 plus "..."', () => {
    const long = 'a'.repeat(140) + 'bcdefghij'
    const html = renderToStaticMarkup(<Places places={[{ title: 'Fulham', description: long }]} />)
    expect(html).toContain(`<p class="mt-3 leading-relaxed">${'a'.repeat(140)}bcdef...</p>`)
    expect(html).not.toContain('bcdefg')
  })

  it('keeps a description of exactly 145 characters whole', () => {
    const exact = 'b'.repeat(145)
    const html = renderToStaticMarkup(<Places places={[{ title: 'Fulham', description: exact }]} />)
    expect(html).toContain(`>${exact}</p>`)
    expect(html).not.toContain('...')
  })

  it('shows each place with its image, title, description and link', () => {
    const html = renderToStaticMarkup(<Places title="Our clubs" places={clubs.slice(0, 2)} />)
    expect(html).toContain('<h2')
    expect(html.match(/<h3/g)).toHaveLength(2)
    expect(html).toContain('alt="Club 0 bar"')
    expect(html.match(/loading="lazy"/g)).toHaveLength(2)
    expect(html).toMatch(/href="\/fulham"[^>]*>Discover Fulham<\/a>/)
    expect(html).toContain('xl:grid-cols-2')
  })

  it('loads the first image eagerly only when the block is first on the page', () => {
    const html = renderToStaticMarkup(<Places places={clubs.slice(0, 2)} isFirst />)
    expect(html.match(/loading="lazy"/g)).toHaveLength(1)
  })

  it('defaults the link text to "Find out more" naming the place for screen readers, and omits a missing link', () => {
    const html = renderToStaticMarkup(<Places places={[{ title: 'Kensington', ctaLink: '/kensington' }, { title: 'City' }]} />)
    expect(html).toContain('Find out more<span class="sr-only"> about Kensington</span>')
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html.match(/<h2/g)).toHaveLength(2)
  })

  it('renders nothing without places', () => {
    expect(renderToStaticMarkup(<Places title="Our clubs" places={[]} />)).toBe('')
  })
})
