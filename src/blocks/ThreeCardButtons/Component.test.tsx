import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import ThreeCardButtons from './Component'
import { ThreeCardButtons as config } from './config'

const image = (n: number) => ({ id: n, url: `/media/card-${n}.jpg`, alt: `Card ${n}`, width: 800, height: 1000 } as Media)
const cards = ['Private dining', 'Meeting rooms', 'Events', 'Spa'].map((label, i) => ({
  label,
  link: `/${label.toLowerCase().replace(' ', '-')}`,
  image: image(i),
}))

describe('ThreeCardButtons', () => {
  it('allows up to three cards in the CMS', () => {
    const field = config.fields.find((f) => 'name' in f && f.name === 'cards')
    expect(field && 'maxRows' in field ? field.maxRows : undefined).toBe(3)
  })

  it('shows at most three cards, each a single link with its label and picture', () => {
    const html = renderToStaticMarkup(<ThreeCardButtons title="Explore the club" cards={cards} />)
    expect(html.match(/<li/g)).toHaveLength(3)
    expect(html.match(/<a /g)).toHaveLength(3)
    expect(html.match(/<img/g)).toHaveLength(3)
    expect(html).not.toContain('Spa')
    expect(html).toMatch(/href="\/private-dining"[^>]*>.*Private dining/)
    expect(html).toContain('tab:grid-cols-3')
    expect(html.match(/loading="lazy"/g)).toHaveLength(3)
  })

  it('names each link by its label, the picture being decorative', () => {
    const html = renderToStaticMarkup(<ThreeCardButtons cards={cards.slice(0, 1)} />)
    expect(html).toMatch(/<span aria-hidden="true" class="relative block[^"]*"><img/)
    expect(html).not.toContain('<h2')
  })

  it('leaves out cards without a label or link, and renders nothing when none remain', () => {
    const html = renderToStaticMarkup(<ThreeCardButtons cards={[{ label: 'Events', link: '', image: image(9) }, cards[0]!]} />)
    expect(html.match(/<li/g)).toHaveLength(1)
    expect(renderToStaticMarkup(<ThreeCardButtons title="Explore" cards={[]} />)).toBe('')
  })

  it('loads the first picture eagerly only when the block is first', () => {
    const html = renderToStaticMarkup(<ThreeCardButtons cards={cards} isFirst />)
    expect(html.match(/loading="lazy"/g)).toHaveLength(2)
  })
})
