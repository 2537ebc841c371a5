import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ContactList from './Component'

const groups = [
  {
    title: 'Offices',
    contacts: [
      { title: 'Office sales', contactPerson: 'Sophie Turner', phoneNumber: '020 7123 4590', email: 'offices@clubhouse.london' },
      { title: 'Office community', email: 'community@clubhouse.london' },
    ],
  },
  { title: 'Events', contacts: [{ title: 'Private hire', contactPerson: 'James Okafor', phoneNumber: '+44 (0)20 7123 4591' }] },
]
const html = (props: Parameters<typeof ContactList>[0]) => renderToStaticMarkup(<ContactList {...props} />)

describe('ContactList', () => {
  it('shows each group under its heading with its contacts as a list', () => {
    const out = html({ title: 'Who to contact', groups })
    expect(out).toMatch(/<h2[^>]*>Who to contact<\/h2>/)
    expect(out.match(/<h3/g)).toHaveLength(2)
    expect(out.match(/<ul/g)).toHaveLength(2)
    expect(out.match(/<li/g)).toHaveLength(3)
    expect(out).toContain('Sophie Turner')
  })

  it('links phone numbers with tel: and e-mail addresses with mailto:', () => {
    const out = html({ groups })
    expect(out).toContain('href="tel:02071234590"')
    expect(out).toContain('href="tel:+442071234591"')
    expect(out).toMatch(/href="mailto:offices@clubhouse.london"[^>]*>.*offices@clubhouse.london<\/a>/)
    expect(out.match(/href="tel:/g)).toHaveLength(2)
    expect(out.match(/href="mailto:/g)).toHaveLength(2)
  })

  it('makes group titles h2 without a section title', () => {
    const out = html({ groups })
    expect(out.match(/<h2/g)).toHaveLength(2)
    expect(out).not.toContain('<h3')
  })

  it('skips groups without contacts and renders nothing when none are left', () => {
    const out = html({ groups: [...groups, { title: 'Press', contacts: [] }] })
    expect(out).not.toContain('Press')
    expect(html({ title: 'Who to contact', groups: [{ title: 'Press', contacts: [] }] })).toBe('')
    expect(html({})).toBe('')
  })
})
