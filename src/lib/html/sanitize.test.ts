import { describe, expect, it } from 'vitest'

import { sanitize } from './sanitize'

describe('sanitize (server-side HTML allowlist)', () => {
  it('keeps structure, formatting, links and images', () => {
    const html = '<h2>Menu</h2><p>Open <strong>daily</strong>, <a href="https://example.com" target="_blank">book</a></p><ul><li>One</li></ul><img src="https://example.com/a.jpg" alt="Bar">'
    const out = sanitize(html)
    expect(out).toContain('<h2>Menu</h2>')
    expect(out).toContain('<strong>daily</strong>')
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">book</a>')
    expect(out).toContain('<li>One</li>')
    expect(out).toContain('<img loading="lazy" src="https://example.com/a.jpg" alt="Bar" />')
  })

  it('drops scripts, event handlers, styles, frames, forms and javascript: URLs', () => {
    const out = sanitize(
      '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><iframe src="https://evil.test"></iframe>' +
        '<a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><form action="/x"><input name="a"></form><svg><script>1</script></svg><style>p{}</style>',
    )
    expect(out).toBe('<p>Hi</p><a>x</a><img loading="lazy" src="x" />')
    expect(out).not.toMatch(/script|onclick|onerror|iframe|javascript|style|form|input|svg/i)
  })

  it('returns an empty string for nothing', () => {
    expect(sanitize(undefined)).toBe('')
    expect(sanitize('')).toBe('')
  })
})
