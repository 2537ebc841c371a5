import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import FeaturesIconGrid from './Component'
import { FeaturesIconGrid as config } from './config'

const icon = { id: 1, url: '/media/pool.svg', alt: 'Pool', width: 48, height: 48 } as Media
const items = [
  { title: 'Rooftop pool', text: 'Heated all year in Fulham.', icon },
  { title: 'Gym', text: 'Open from 6am.', icon },
  { title: 'Library', icon: null },
]

describe('FeaturesIconGrid', () => {
  it('defaults to the light variant in the CMS', () => {
    const field = config.fields.find((f) => 'name' in f && f.name === 'variant')
    expect(field && 'defaultValue' in field ? field.defaultValue : undefined).toBe('light')
  })

  it('shows light (white) icons on ink by default', () => {
    const html = renderToStaticMarkup(<FeaturesIconGrid title="Inside the club" items={items} />)
    expect(html).toContain('data-variant="light"')
    expect(html).toContain('bg-ink text-white')
    expect(html.match(/brightness-0 invert/g)).toHaveLength(2)
  })

  it('shows dark icons on white in the dark-icon variant', () => {
    const html = renderToStaticMarkup(<FeaturesIconGrid title="Inside the club" variant="dark" items={items} />)
    expect(html).toContain('data-variant="dark"')
    expect(html).toContain('bg-white text-ink')
    expect(html).not.toContain('invert')
    expect(html.match(/brightness-0/g)).toHaveLength(2)
  })

  it('lists every feature with its title (h3 under the heading) and text, icons decorative and lazy', () => {
    const html = renderToStaticMarkup(<FeaturesIconGrid title="Inside the club" items={items} />)
    expect(html.match(/<li/g)).toHaveLength(3)
    expect(html.match(/<h3/g)).toHaveLength(3)
    expect(html.match(/<img/g)).toHaveLength(2)
    expect(html).toMatch(/<span aria-hidden="true"[^>]*><img[^>]*loading="lazy"/)
    expect(html).toContain('Heated all year in Fulham.')
    expect(html).toContain('tab:grid-cols-2 xl:grid-cols-4')
  })

  it('uses h2 for the features when there is no heading, and renders nothing without features', () => {
    const html = renderToStaticMarkup(<FeaturesIconGrid items={[{ title: 'Gym' }]} />)
    expect(html).toContain('<h2 class="font-display text-xl')
    expect(renderToStaticMarkup(<FeaturesIconGrid title="Empty" items={[]} />)).toBe('')
  })
})
