import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import TitleSection from './Component'

const html = (props: Partial<Parameters<typeof TitleSection>[0]> = {}) =>
  renderToStaticMarkup(<TitleSection title="Our clubs" {...props} />)

describe('TitleSection', () => {
  it('shows a centred h2 section title with its subtitle', () => {
    const out = html({ subTitle: 'Four houses across London.' })
    expect(out).toContain('text-center')
    expect(out).toMatch(/<h2[^>]*>Our clubs<\/h2><p[^>]*>Four houses across London.<\/p>/)
  })

  it('holds the page h1 when it opens a page without a hero, an h2 otherwise', () => {
    expect(html({ isFirst: true })).toContain('<h1')
    expect(html({ isFirst: false })).not.toContain('<h1')
  })

  it('cuts a subtitle over 750 characters to 750 plus "..."', () => {
    expect(html({ subTitle: 'x'.repeat(800) })).toContain(`>${'x'.repeat(750)}...</p>`)
  })

  it('uses the chosen colour, white by default', () => {
    expect(html({ colour: 'pink' })).toContain('bg-blush')
    expect(html()).toContain('bg-white')
  })

  it('renders nothing without a title and no paragraph without a subtitle', () => {
    expect(html({ title: '' })).toBe('')
    expect(html()).not.toContain('<p')
  })
})
