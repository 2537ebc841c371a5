import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import LocationKeyFeatures from './Component'

const icon = { url: '/media/terrace.svg', alt: 'Terrace icon', width: 64, height: 64 } as unknown as Media
const html = (props: Parameters<typeof LocationKeyFeatures>[0]) => renderToStaticMarkup(<LocationKeyFeatures {...props} />)

describe('LocationKeyFeatures', () => {
  it('lists every feature under the title', () => {
    const out = html({ title: 'Key features', features: [{ text: 'Rooftop terrace', icon }, { text: 'Showers and bike storage' }, { text: 'Meeting rooms for 2 to 40' }] })
    expect(out).toMatch(/<h2[^>]*>Key features<\/h2>/)
    expect(out.match(/<li/g)).toHaveLength(3)
    expect(out).toContain('Showers and bike storage')
  })

  it('shows the icon as decoration, and a gold mark when there is none', () => {
    const out = html({ title: 'Key features', features: [{ text: 'Rooftop terrace', icon }, { text: 'Bike storage', icon: 12 }] })
    expect(out).toMatch(/<span aria-hidden="true"[^>]*><img[^>]*src="[^"]*terrace.svg/)
    expect(out.match(/data-feature-mark/g)).toHaveLength(1)
    expect(out).not.toContain('loading="eager"')
  })

  it('renders nothing without features', () => {
    expect(html({ title: 'Key features', features: [] })).toBe('')
    expect(html({ title: 'Key features', features: [{ text: '  ' }] })).toBe('')
  })
})
