import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import HeadingAndSubheading from './Component'

const html = (props: Partial<Parameters<typeof HeadingAndSubheading>[0]> = {}) =>
  renderToStaticMarkup(<HeadingAndSubheading heading="Membership" {...props} />)

describe('HeadingAndSubheading', () => {
  it('shows the heading as an h2 and the subheading as a paragraph under it', () => {
    expect(html({ subheading: 'One membership, four clubs.' })).toMatch(/<h2[^>]*>Membership<\/h2><p[^>]*>One membership, four clubs.<\/p>/)
  })

  it('is left-aligned by default and centred when asked', () => {
    expect(html()).not.toContain('text-center')
    expect(html({ alignment: 'left' })).not.toContain('text-center')
    expect(html({ alignment: 'centre' })).toContain('text-center')
  })

  it('cuts a subheading over 750 characters to 750 plus "..."', () => {
    expect(html({ subheading: 's'.repeat(751) })).toContain(`>${'s'.repeat(750)}...</p>`)
  })

  it('uses the chosen colour', () => {
    expect(html({ colour: 'black' })).toContain('bg-ink text-white')
  })

  it('renders nothing without a heading', () => {
    expect(html({ heading: '' })).toBe('')
  })
})
