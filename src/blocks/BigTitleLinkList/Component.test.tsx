import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import BigTitleLinkList from './Component'

const clubs = [
  { label: 'Fulham', link: '/fulham' },
  { label: 'Knightsbridge', link: '/knightsbridge' },
  { label: 'Kensington', link: '/kensington' },
  { label: 'City', link: '/city' },
]

const html = (props: Partial<Parameters<typeof BigTitleLinkList>[0]> = {}) =>
  renderToStaticMarkup(<BigTitleLinkList links={clubs} {...props} />)

describe('BigTitleLinkList', () => {
  it('shows every row as one link inside a list item of a list', () => {
    const out = html()
    expect(out.match(/<ul/g)).toHaveLength(1)
    expect(out.match(/<li /g)).toHaveLength(4)
    expect(out.match(/<a /g)).toHaveLength(4)
    expect(out).toMatch(/<li [^>]*><a [^>]*href="\/fulham"[^>]*><span>Fulham<\/span>/)
    expect(out).toContain('href="/city"')
  })

  it('keeps the decorative arrow away from assistive technology', () => {
    expect(html()).toMatch(/<span aria-hidden="true"[^>]*>→<\/span>/)
  })

  it('opens an external address in a safe new tab', () => {
    const out = html({ links: [{ label: 'Members app', link: 'https://app.example.com' }] })
    expect(out).toContain('target="_blank"')
    expect(out).toContain('rel="noopener noreferrer"')
  })

  it('shows the optional title as an h2 above the list', () => {
    expect(html({ title: 'Our clubs' })).toMatch(/<h2[^>]*>Our clubs<\/h2><ul/)
    expect(html()).not.toContain('<h2')
  })

  it('skips rows without a label or link, and renders nothing when none are left', () => {
    expect(html({ links: [...clubs, { label: '', link: '/x' }] }).match(/<li /g)).toHaveLength(4)
    expect(html({ links: [] })).toBe('')
    expect(html({ links: null })).toBe('')
  })

  it('uses the chosen colour', () => {
    expect(html({ colour: 'black' })).toContain('bg-ink text-white')
  })
})
