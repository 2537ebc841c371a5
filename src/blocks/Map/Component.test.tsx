import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import MapComponent, { googleMapsUrl } from './Component'

const map: Media = { createdAt: '', updatedAt: '', id: 1, url: '/api/media/file/fulham-map.png', alt: 'Map of the streets around Clubhouse Fulham', width: 1200, height: 800, mimeType: 'image/png' }
const address = 'Clubhouse Fulham\n  12 Riverside Walk \nLondon SW6 3JW\n'

type Props = Parameters<typeof MapComponent>[0]
const html = (props: Props) => renderToStaticMarkup(<MapComponent {...props} />)

describe('Map', () => {
  it('shows the title and the address one line per row', () => {
    const out = html({ title: 'Find us in Fulham', address })
    expect(out).toMatch(/<h2[^>]*>Find us in Fulham<\/h2>/)
    expect(out).toContain(
      '<address class="not-italic leading-relaxed"><span class="block">Clubhouse Fulham</span><span class="block">12 Riverside Walk</span><span class="block">London SW6 3JW</span></address>',
    )
  })

  it('links to a Google Maps search for the address, in a new tab', () => {
    const out = html({ address })
    const href = 'https://www.google.com/maps/search/?api=1&amp;query=Clubhouse%20Fulham%2C%2012%20Riverside%20Walk%2C%20London%20SW6%203JW'
    expect(out).toContain(`href="${href}" target="_blank" rel="noopener noreferrer"`)
    expect(out).toContain('Open in Google Maps<span class="sr-only"> (opens in a new tab)</span>')
    expect(googleMapsUrl('Clubhouse City, EC2')).toBe('https://www.google.com/maps/search/?api=1&query=Clubhouse%20City%2C%20EC2')
  })

  it('searches for the staff’s own query and uses their link text when given', () => {
    const out = html({ address, mapQuery: 'Clubhouse Knightsbridge', linkText: 'Get directions' })
    expect(out).toContain('query=Clubhouse%20Knightsbridge"')
    expect(out).toContain('>Get directions<span')
  })

  it('shows the static map picture with its description when there is one', () => {
    expect(html({ address, mapImage: map })).toMatch(/<img[^>]*alt="Map of the streets around Clubhouse Fulham"[^>]*loading="lazy"/)
    expect(html({ address, mapImage: map, isFirst: true })).toContain('loading="eager"')
    expect(html({ address, mapImage: 5 })).not.toContain('<img')
  })

  it('never embeds a third-party map', () => {
    const out = html({ title: 'Find us', address, mapImage: map })
    expect(out).not.toMatch(/<iframe|<script/)
  })

  it('uses the chosen colour with a contrasting button', () => {
    expect(html({ address, colour: 'black' })).toMatch(/bg-ink text-white[\s\S]*btn-light/)
    expect(html({ address })).toMatch(/bg-white text-ink[\s\S]*btn-dark/)
  })

  it('renders nothing with neither an address nor a picture', () => {
    expect(html({ title: 'Find us' })).toBe('')
    expect(html({})).toBe('')
  })
})
