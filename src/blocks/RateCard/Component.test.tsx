import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import RateCard from './Component'

const rooms = [
  {
    title: 'The Library',
    numOfPeople: 12,
    items: [
      { lengthOfHire: 'Hourly', nonMemberPrice: '£120 + VAT', memberPrice: '£95 + VAT' },
      { lengthOfHire: 'Half day (4 hours)', nonMemberPrice: '£450 + VAT', memberPrice: '£360 + VAT' },
      { lengthOfHire: 'Full day (8 hours)', nonMemberPrice: '£800 + VAT', memberPrice: '£640 + VAT' },
    ],
  },
  { title: 'The Boardroom', numOfPeople: 1, items: [{ lengthOfHire: 'Full day', nonMemberPrice: '£1,200 + VAT', memberPrice: null }] },
]
const html = (props: Parameters<typeof RateCard>[0]) => renderToStaticMarkup(<RateCard {...props} />)

describe('RateCard', () => {
  it('shows one table per room with the room and number of people as its caption', () => {
    const out = html({ title: 'Meeting room rates', rooms })
    expect(out).toMatch(/<h2[^>]*>Meeting room rates<\/h2>/)
    expect(out.match(/<table/g)).toHaveLength(2)
    expect(out).toMatch(/<caption[^>]*>.*The Library.*Up to 12 people.*<\/caption>/)
    expect(out).toMatch(/<caption[^>]*>.*The Boardroom.*Up to 1 person.*<\/caption>/)
  })

  it('heads the columns "Length of hire", "Non-member price" and "Member price"', () => {
    const out = html({ title: 'Rates', rooms: [rooms[0]!] })
    const headers = [...out.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])
    expect(headers).toEqual(['Length of hire', 'Non-member price', 'Member price'])
  })

  it('has one row per length of hire, prices exactly as typed', () => {
    const out = html({ title: 'Rates', rooms: [rooms[0]!] })
    expect(out.match(/<th scope="row"/g)).toHaveLength(3)
    expect(out).toMatch(/>Half day \(4 hours\)<\/th><td[^>]*>£450 \+ VAT<\/td><td[^>]*>£360 \+ VAT<\/td>/)
  })

  it('marks a missing price as not available', () => {
    expect(html({ title: 'Rates', rooms: [rooms[1]!] })).toContain('<span class="sr-only">Not available</span>')
  })

  it('shows the footer text under the tables, cut at 750 characters plus "..."', () => {
    expect(html({ title: 'Rates', rooms, footerText: 'Catering and AV on request.' })).toMatch(/<\/table><\/div><p[^>]*>Catering and AV on request.<\/p>/)
    const out = html({ title: 'Rates', rooms, footerText: 'f'.repeat(751) })
    expect(out).toContain(`${'f'.repeat(750)}...`)
  })

  it('leaves out rooms without prices and renders nothing without any', () => {
    const out = html({ title: 'Rates', rooms: [...rooms, { title: 'The Snug', items: [] }] })
    expect(out).not.toContain('The Snug')
    expect(html({ title: 'Rates', rooms: [] })).toBe('')
  })

  it('keeps tables within the width of a phone', () => {
    expect(html({ title: 'Rates', rooms })).toContain('w-full table-fixed')
  })
})
