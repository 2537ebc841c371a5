import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ContentHeader from './Component'

const html = (props: Partial<Parameters<typeof ContentHeader>[0]> = {}) =>
  renderToStaticMarkup(<ContentHeader title="Private hire" {...props} />)

describe('ContentHeader', () => {
  it('holds the page h1 when it is the first module, and an h2 otherwise', () => {
    expect(html({ isFirst: true })).toMatch(/<h1[^>]*>Private hire<\/h1>/)
    expect(html({ isFirst: true })).not.toContain('<h2')
    expect(html({ isFirst: false })).toMatch(/<h2[^>]*>Private hire<\/h2>/)
    expect(html()).not.toContain('<h1')
  })

  it('shows the small title before the heading and the intro after it, as paragraphs', () => {
    const out = html({ eyebrow: 'Knightsbridge', intro: 'Rooms for ten to two hundred guests.', isFirst: true })
    expect(out).toMatch(/<p[^>]*>Knightsbridge<\/p><h1[^>]*>Private hire<\/h1><p[^>]*>Rooms for ten to two hundred guests.<\/p>/)
  })

  it('cuts an intro over 750 characters to 750 plus "..."', () => {
    const long = 'a'.repeat(751)
    expect(html({ intro: long })).toContain(`>${'a'.repeat(750)}...</p>`)
    expect(html({ intro: 'b'.repeat(750) })).toContain(`>${'b'.repeat(750)}</p>`)
  })

  it('uses the chosen background colour, white by default', () => {
    expect(html({ colour: 'black' })).toContain('bg-ink text-white')
    expect(html({ colour: 'pink' })).toContain('bg-blush text-ink')
    expect(html()).toContain('bg-white text-ink')
  })

  it('renders nothing without a title, and no empty paragraphs without optional text', () => {
    expect(html({ title: '' })).toBe('')
    expect(html()).not.toContain('<p')
  })
})
