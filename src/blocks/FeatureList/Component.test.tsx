import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import FeatureList from './Component'

const icon = { id: 1, url: '/media/glass.svg', alt: 'Glass', width: 40, height: 40 } as Media

describe('FeatureList', () => {
  it('shows the heading, intro and every feature as a list item with an h3', () => {
    const html = renderToStaticMarkup(
      <FeatureList
        title="What membership includes"
        intro="Four clubs, one membership."
        colour="pink"
        features={[
          { title: 'Four clubs', text: 'Fulham, Knightsbridge, Kensington and the City.', icon },
          { title: 'Events', text: 'Supper clubs and talks every week.' },
        ]}
      />,
    )
    expect(html).toContain('<h2')
    expect(html).toContain('What membership includes')
    expect(html).toContain('<p class="mb-4 whitespace-pre-line leading-relaxed last:mb-0">Four clubs, one membership.</p>')
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html.match(/<h3/g)).toHaveLength(2)
    expect(html).toContain('bg-blush')
  })

  it('shows an icon only where one is set, hidden from screen readers beside its title', () => {
    const html = renderToStaticMarkup(<FeatureList title="Perks" features={[{ title: 'A', icon }, { title: 'B', icon: 7 }]} />)
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).toMatch(/<span aria-hidden="true"[^>]*><img[^>]*loading="lazy"/)
  })

  it('uses h2 for the features when there is no heading, and white by default', () => {
    const html = renderToStaticMarkup(<FeatureList features={[{ title: 'Gym' }]} />)
    expect(html).toContain('<h2 class="font-display text-xl')
    expect(html).not.toContain('<h3')
    expect(html).toContain('bg-white text-ink')
  })

  it('renders nothing without a heading or features', () => {
    expect(renderToStaticMarkup(<FeatureList features={[]} />)).toBe('')
    expect(renderToStaticMarkup(<FeatureList />)).toBe('')
  })
})
