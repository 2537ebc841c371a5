import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { richText } from '@/seed/richtext'

import Welcome from './Component'

const host = { id: 3, alt: 'Sophie Laurent in the Fulham garden room', url: '/api/media/file/sophie.jpg', width: 1200, height: 1500 } as Media
const body = richText('Whether you are here for breakfast meetings or late suppers, the house is yours.', 'We look forward to meeting you.')

const html = (props: Partial<Parameters<typeof Welcome>[0]> = {}) =>
  renderToStaticMarkup(<Welcome title="Welcome to Fulham" body={body} {...props} />)

describe('Welcome', () => {
  it('shows the title as an h2 and the text as paragraphs', () => {
    const out = html()
    expect(out).toMatch(/<h2[^>]*>Welcome to Fulham<\/h2>/)
    expect(out).toContain('the house is yours.</p>')
    expect(out).toContain('We look forward to meeting you.</p>')
  })

  it('shows the signature line after the text', () => {
    expect(html({ signature: 'Sophie Laurent, General Manager' })).toMatch(/meeting you\.<\/p>.*<p[^>]*>Sophie Laurent, General Manager<\/p>/s)
    expect(html()).not.toContain('italic')
  })

  it('shows the optional photograph with its alt text, lazily unless the block is first', () => {
    const out = html({ image: host })
    expect(out).toMatch(/<img [^>]*alt="Sophie Laurent in the Fulham garden room"[^>]*loading="lazy"|<img [^>]*loading="lazy"[^>]*alt="Sophie Laurent/)
    expect(out).toContain('tab:grid-cols-2')
    expect(html({ image: host, isFirst: true })).toContain('loading="eager"')
  })

  it('is a single column without a photograph (or with only an image id)', () => {
    expect(html()).not.toContain('<img')
    expect(html({ image: 3 })).not.toContain('<img')
    expect(html({ image: 3 })).not.toContain('tab:grid-cols-2')
  })

  it('renders nothing with neither title nor text', () => {
    expect(html({ title: '', body: null })).toBe('')
  })
})
