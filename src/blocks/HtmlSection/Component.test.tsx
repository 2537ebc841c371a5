import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const { default: HtmlSection } = await import('./Component')

const html = (props: Partial<Parameters<typeof HtmlSection>[0]> = {}) => renderToStaticMarkup(<HtmlSection {...props} />)

describe('HtmlSection', () => {
  it('shows pasted structure and formatting', () => {
    const out = html({ title: 'Dress code', html: '<h3>Evenings</h3><p>Smart, <strong>no sportswear</strong>.</p><ul><li>Jackets optional</li></ul>' })
    expect(out).toMatch(/<h2[^>]*>Dress code<\/h2>/)
    expect(out).toContain('<h3>Evenings</h3><p>Smart, <strong>no sportswear</strong>.</p><ul><li>Jackets optional</li></ul>')
  })

  it('never lets a script, an event handler or a javascript: URL reach the markup', () => {
    const out = html({
      html:
        '<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>' +
        '<img src="https://example.com/a.jpg" alt="A" onerror="alert(3)"><iframe src="https://evil.test"></iframe>',
    })
    expect(out).toContain('<p>Hello</p>')
    expect(out).not.toMatch(/<script/i)
    expect(out).not.toContain('alert(1)')
    expect(out).not.toMatch(/onclick|onerror/i)
    expect(out).not.toMatch(/javascript:/i)
    expect(out).not.toMatch(/<iframe/i)
  })

  it('turns a pasted h1 into plain text, so the page keeps one h1', () => {
    expect(html({ html: '<h1>Big</h1><p>Text</p>' })).not.toContain('<h1')
  })

  it('renders nothing when nothing is left to show', () => {
    expect(html({ html: '' })).toBe('')
    expect(html({ title: 'Only a title', html: '<script>alert(1)</script>' })).toBe('')
  })

  it('uses the chosen colour', () => {
    expect(html({ html: '<p>x</p>', colour: 'pink' })).toContain('bg-blush')
  })
})
