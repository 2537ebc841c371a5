import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import LocationContact from './Component'

const club = {
  id: 14,
  name: 'Kensington',
  address: '88 Kensington High Street\nLondon W8 4SG',
  addressLink: 'https://www.google.com/maps/search/?api=1&query=W8%204SG',
  phone: '020 7123 4514',
  locationId: 14,
  updatedAt: '',
  createdAt: '',
}
const html = (props: Parameters<typeof LocationContact>[0]) => renderToStaticMarkup(<LocationContact {...props} />)

describe('LocationContact', () => {
  it('shows the chosen club’s name, address, phone and map link', () => {
    const out = html({ title: 'Find us', club })
    expect(out).toMatch(/<h2[^>]*>Find us<\/h2>/)
    expect(out).toMatch(/<h3[^>]*>Kensington<\/h3>/)
    expect(out).toMatch(/<address[^>]*>88 Kensington High Street<br\/>London W8 4SG<\/address>/)
    expect(out).toMatch(/href="tel:02071234514"[^>]*>020\u00a07123\u00a04514</)
    expect(out).toMatch(/href="https:\/\/www.google.com\/maps[^"]*"[^>]*target="_blank" rel="noopener noreferrer"[^>]*>Get directions/)
  })

  it('uses fields typed on the block instead of the club’s, and shows an e-mail link', () => {
    const out = html({ title: 'Find us', club, name: 'Clubhouse Kensington', phone: '020 7123 4600', email: 'kensington@clubhouse.london' })
    expect(out).toContain('Clubhouse Kensington')
    expect(out).toContain('href="tel:02071234600"')
    expect(out).not.toContain('020 7123 4514')
    expect(out).toContain('88 Kensington High Street')
    expect(out).toMatch(/href="mailto:kensington@clubhouse.london"[^>]*><span[^>]*>kensington@<wbr\/>clubhouse<wbr\/>.london</)
  })

  it('works from plain fields alone, ignoring a club that arrived as an id', () => {
    const out = html({ title: 'Find us', club: 14, name: 'Clubhouse City', address: '1 Threadneedle Walk\nLondon EC2R 8AY' })
    expect(out).toContain('Clubhouse City')
    expect(out).toContain('1 Threadneedle Walk<br/>London EC2R 8AY')
    expect(out).not.toContain('tel:')
    expect(out).not.toContain('Get directions')
  })

  it('cuts the text at 750 characters plus "..."', () => {
    const out = html({ title: 'Find us', club, text: 'c'.repeat(760) })
    expect(out).toContain(`${'c'.repeat(750)}...`)
  })

  it('renders nothing without any detail to show', () => {
    expect(html({ title: 'Find us' })).toBe('')
    expect(html({ title: 'Find us', club: 14 })).toBe('')
  })
})
