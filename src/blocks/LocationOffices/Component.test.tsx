import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import LocationOffices from './Component'

const offices = [
  { name: 'The Courtyard Suite', desks: 6, pricePerMonth: '£3,900 per month + VAT', link: '/office-detail?office=courtyard' },
  { name: 'Studio Four', desks: 2, pricePerMonth: '£1,400 per month + VAT', link: '/office-detail?office=studio-4', linkText: 'Enquire' },
  { name: 'The Loft' },
]
const html = (props: Parameters<typeof LocationOffices>[0]) => renderToStaticMarkup(<LocationOffices {...props} />)

describe('LocationOffices', () => {
  it('shows the title, intro and one row per office', () => {
    const out = html({ title: 'Offices at Fulham', intro: 'Private offices overlooking the river.', offices })
    expect(out).toMatch(/<h2[^>]*>Offices at Fulham<\/h2>/)
    expect(out).toContain('Private offices overlooking the river.')
    expect(out.match(/<li/g)).toHaveLength(3)
    expect(out.match(/<h3/g)).toHaveLength(3)
  })

  it('shows desks and price per month as a definition list', () => {
    const out = html({ title: 'Offices', offices: [offices[0]!] })
    expect(out).toMatch(/<dt[^>]*>Desks<\/dt><dd[^>]*>6<\/dd>/)
    expect(out).toMatch(/<dt[^>]*>Price per month<\/dt><dd[^>]*>£3,900 per month \+ VAT<\/dd>/)
  })

  it('links each office, "View office" unless other words are given, naming the office for screen readers', () => {
    const out = html({ title: 'Offices', offices })
    expect(out).toMatch(/href="\/office-detail\?office=courtyard"[^>]*>View office<span class="sr-only">: The Courtyard Suite<\/span>/)
    expect(out).toMatch(/>Enquire<span class="sr-only">: Studio Four<\/span>/)
    expect(out.match(/<a /g)).toHaveLength(2)
  })

  it('leaves out the details of an office that has none', () => {
    const out = html({ title: 'Offices', offices: [offices[2]!] })
    expect(out).toContain('The Loft')
    expect(out).not.toContain('<dl')
  })

  it('cuts the intro at 750 characters plus "..."', () => {
    const out = html({ title: 'Offices', intro: 'b'.repeat(1000), offices })
    expect(out).toContain(`${'b'.repeat(750)}...`)
    expect(out).not.toContain('b'.repeat(751))
  })

  it('shows only the intro without offices, and nothing when both are missing', () => {
    const out = html({ title: 'Offices', intro: 'New offices open in the spring.' })
    expect(out).toContain('New offices open in the spring.')
    expect(out).not.toContain('<ul')
    expect(html({ title: 'Offices', offices: [] })).toBe('')
  })
})
