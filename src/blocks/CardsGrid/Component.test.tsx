import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import CardsGrid from './Component'

const image = { id: 9, url: '/media/city-terrace.jpg', alt: 'The City roof terrace', width: 1200, height: 800 } as Media

describe('CardsGrid', () => {
  it('cuts a card body over 347 characters to 347 plus "..."', () => {
    const body = 'x'.repeat(340) + 'ABCDEFGHIJ'
    const html = renderToStaticMarkup(<CardsGrid cards={[{ subHeading: 'Club', body }]} />)
    expect(html).toContain(`>${'x'.repeat(340)}ABCDEFG...</p>`)
    expect(html).not.toContain('ABCDEFGH')
  })

  it('keeps a body of exactly 347 characters whole', () => {
    const body = 'y'.repeat(347)
    const html = renderToStaticMarkup(<CardsGrid cards={[{ subHeading: 'Club', body }]} />)
    expect(html).toContain(`>${body}</p>`)
    expect(html).not.toContain('...')
  })

  it('shows every card as a list item with image, title and buttons', () => {
    const html = renderToStaticMarkup(
      <CardsGrid
        title="Ways to join"
        colour="black"
        cards={[
          {
            subHeading: 'Club membership',
            body: 'All four clubs.',
            image,
            buttons: [
              { label: 'Apply', link: '/membership/apply' },
              { label: 'Book a tour', link: '/book-a-tour' },
            ],
          },
          { subHeading: 'Corporate membership', body: 'For teams of 3 to 10.' },
          { subHeading: 'Social membership' },
        ]}
      />,
    )
    expect(html.match(/<li/g)).toHaveLength(3)
    expect(html.match(/<h3/g)).toHaveLength(3)
    expect(html).toContain('<h2')
    expect(html).toContain('alt="The City roof terrace"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('bg-ink text-white')
    expect(html).toMatch(/class="btn btn-light"[^>]*>Apply/)
    expect(html).toMatch(/class="btn btn-outline"[^>]*>Book a tour/)
    expect(html).toContain('tab:grid-cols-2 xl:grid-cols-3')
  })

  it('uses h2 card titles without a heading, dark buttons on white by default', () => {
    const html = renderToStaticMarkup(<CardsGrid cards={[{ subHeading: 'Events', buttons: [{ label: 'See events', link: '/events' }] }]} />)
    expect(html).not.toContain('<h3')
    expect(html).toContain('bg-white text-ink')
    expect(html).toMatch(/class="btn btn-dark"[^>]*>See events/)
  })

  it('renders nothing without cards', () => {
    expect(renderToStaticMarkup(<CardsGrid title="Empty" cards={[]} />)).toBe('')
  })
})
