import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import FeatureHeader from './Component'
import { FeatureHeader as config } from './config'

const image = { id: 3, url: '/media/kensington.jpg', alt: 'The Kensington drawing room', width: 1200, height: 800 } as Media
const buttons = [
  { label: 'Enquire now', link: '/private-hire/enquire' },
  { label: 'Download the brochure', link: 'https://example.com/brochure.pdf' },
  { label: 'Call us', link: 'tel:02071234567' },
]

describe('FeatureHeader', () => {
  it('caps the buttons at 2 in the CMS', () => {
    const field = config.fields.find((f) => 'name' in f && f.name === 'buttons')
    expect(field && 'maxRows' in field ? field.maxRows : undefined).toBe(2)
  })

  it('shows at most 2 buttons even when more are stored: the first filled, the second outlined', () => {
    const html = renderToStaticMarkup(<FeatureHeader title="Private hire" buttons={buttons} />)
    expect(html.match(/class="btn /g)).toHaveLength(2)
    expect(html).toContain('Enquire now')
    expect(html).toContain('Download the brochure')
    expect(html).not.toContain('Call us')
    expect(html).toMatch(/class="btn btn-dark"[^>]*>Enquire now/)
    expect(html).toMatch(/class="btn btn-outline"[^>]*>Download the brochure/)
  })

  it('skips buttons without a label or link before applying the cap', () => {
    const html = renderToStaticMarkup(<FeatureHeader title="Private hire" buttons={[{ label: '', link: '/x' }, ...buttons]} />)
    expect(html.match(/class="btn /g)).toHaveLength(2)
    expect(html).toContain('Enquire now')
  })

  it('uses light buttons on black', () => {
    const html = renderToStaticMarkup(<FeatureHeader title="Private hire" colour="black" buttons={buttons} />)
    expect(html).toContain('bg-ink text-white')
    expect(html).toMatch(/class="btn btn-light"[^>]*>Enquire now/)
  })

  it('is the page h1 with an eager image when first, else an h2 with a lazy image', () => {
    const first = renderToStaticMarkup(<FeatureHeader title="Private hire" image={image} isFirst />)
    expect(first).toContain('<h1')
    expect(first).toContain('alt="The Kensington drawing room"')
    expect(first).not.toContain('loading="lazy"')
    const later = renderToStaticMarkup(<FeatureHeader title="Private hire" image={image} />)
    expect(later).toContain('<h2')
    expect(later).not.toContain('<h1')
    expect(later).toContain('loading="lazy"')
    expect(later).toContain('tab:grid-cols-2')
  })

  it('shows text only, without image or buttons, and nothing at all when empty', () => {
    const html = renderToStaticMarkup(<FeatureHeader title="Membership" text="Four clubs across London." />)
    expect(html).not.toContain('<img')
    expect(html).not.toContain('btn')
    expect(html).toContain('Four clubs across London.')
    expect(renderToStaticMarkup(<FeatureHeader buttons={buttons} />)).toBe('')
  })
})
