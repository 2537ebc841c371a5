import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AddressLines, addressLines, EmailText, mailtoHref, telHref } from './contact'

describe('contact helpers', () => {
  it('dials only digits and a leading +, dropping the (0) of an international number', () => {
    expect(telHref('020 7123 4505')).toBe('tel:02071234505')
    expect(telHref(' +44 (0)20 7123-4505 ')).toBe('tel:+442071234505')
  })

  it('writes mailto: links', () => {
    expect(mailtoHref(' hello@clubhouse.london ')).toBe('mailto:hello@clubhouse.london')
  })

  it('lets an e-mail address break only after the @ or before a dot', () => {
    expect(renderToStaticMarkup(<EmailText email=" membership@clubhouse.london " />)).toBe(
      '<span class="[overflow-wrap:normal]">membership@<wbr/>clubhouse<wbr/>.london</span>',
    )
  })

  it('splits an address into its non-empty lines and joins them with line breaks', () => {
    expect(addressLines('2 Imperial Wharf Road\r\n\n London SW6 2AA ')).toEqual(['2 Imperial Wharf Road', 'London SW6 2AA'])
    expect(renderToStaticMarkup(<AddressLines address={'1 Threadneedle Walk\nLondon EC2R 8AY'} />)).toBe('1 Threadneedle Walk<br/>London EC2R 8AY')
    expect(addressLines(null)).toEqual([])
  })
})
