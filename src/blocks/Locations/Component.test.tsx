import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import Locations from './Component'

const fulham = {
  clubName: 'Clubhouse Fulham',
  clubAddress: '2 Imperial Wharf Road\nLondon SW6 2AA',
  clubAddressLink: 'https://maps.google.com/?q=SW6+2AA',
  clubPhoneNumber: '020 7123 4505',
}
const html = (props: Parameters<typeof Locations>[0]) => renderToStaticMarkup(<Locations {...props} />)

describe('Locations', () => {
  it('lists each club under the main title', () => {
    const out = html({ mainTitle: 'Our clubs', clubs: [fulham, { clubName: 'Clubhouse City', clubAddress: '1 Threadneedle Walk' }] })
    expect(out).toMatch(/<h2[^>]*>Our clubs<\/h2>/)
    expect(out.match(/<li/g)).toHaveLength(2)
    expect(out).toMatch(/<h3[^>]*>Clubhouse Fulham<\/h3>/)
  })

  it('shows the address over several lines in an <address>', () => {
    expect(html({ clubs: [fulham] })).toMatch(/<address[^>]*>2 Imperial Wharf Road<br\/>London SW6 2AA<\/address>/)
  })

  it('links the phone number with tel: and the map in a new tab', () => {
    const out = html({ clubs: [fulham] })
    expect(out).toMatch(/href="tel:02071234505"[^>]*>.*020\u00a07123\u00a04505<\/a>/)
    expect(out).toMatch(/<a href="https:\/\/maps.google.com\/\?q=SW6\+2AA" [^>]*target="_blank" rel="noopener noreferrer"[^>]*>View on map/)
    expect(out).toContain('(opens in a new tab)')
  })

  it('leaves out the phone and map link when they are empty', () => {
    const out = html({ clubs: [{ clubName: 'Clubhouse City', clubAddress: '1 Threadneedle Walk' }] })
    expect(out).not.toContain('tel:')
    expect(out).not.toContain('View on map')
  })

  it('makes club names h2 without a main title and renders nothing without clubs', () => {
    expect(html({ clubs: [fulham] })).toMatch(/<h2[^>]*>Clubhouse Fulham<\/h2>/)
    expect(html({ mainTitle: 'Our clubs', clubs: [] })).toBe('')
  })
})
