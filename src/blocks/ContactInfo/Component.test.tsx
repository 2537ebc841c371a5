import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ContactInfo from './Component'

const html = (props: Parameters<typeof ContactInfo>[0]) => renderToStaticMarkup(<ContactInfo {...props} />)

describe('ContactInfo', () => {
  it('shows the title, text, a tel: phone link and a mailto: e-mail link', () => {
    const out = html({ title: 'Talk to us', text: 'Our team is on hand seven days a week.', phone: '020 7123 4567', email: 'hello@clubhouse.london' })
    expect(out).toMatch(/<h2[^>]*>Talk to us<\/h2>/)
    expect(out).toContain('Our team is on hand seven days a week.')
    expect(out).toMatch(/<dt[^>]*>Phone<\/dt><dd><a href="tel:02071234567"[^>]*>020\u00a07123\u00a04567<\/a>/)
    expect(out).toMatch(/<dt[^>]*>Email<\/dt><dd[^>]*><a href="mailto:hello@clubhouse.london"[^>]*><span[^>]*>hello@<wbr\/>clubhouse<wbr\/>.london<\/span><\/a>/)
  })

  it('lists every opening-hours row', () => {
    const out = html({
      title: 'Contact us',
      openingHours: [
        { days: 'Monday to Friday', hours: '7am to 11pm' },
        { days: 'Saturday and Sunday', hours: '9am to 11pm' },
      ],
    })
    expect(out).toContain('Opening hours')
    expect(out.match(/<dt>/g)).toHaveLength(2)
    expect(out).toMatch(/<dt>Saturday and Sunday<\/dt><dd>9am to 11pm<\/dd>/)
  })

  it('cuts text over 750 characters to 750 plus "..."', () => {
    const out = html({ title: 'Contact us', text: 'a'.repeat(751) })
    expect(out).toContain(`${'a'.repeat(750)}...`)
    expect(out).not.toContain('a'.repeat(751))
  })

  it('leaves out what is empty and renders nothing with only a title', () => {
    const out = html({ title: 'Contact us', phone: '020 7123 4567' })
    expect(out).not.toContain('mailto:')
    expect(out).not.toContain('Opening hours')
    expect(html({ title: 'Contact us' })).toBe('')
  })

  it('falls back to "Contact us" as the heading', () => {
    expect(html({ email: 'hello@clubhouse.london' })).toMatch(/<h2[^>]*>Contact us<\/h2>/)
  })
})
