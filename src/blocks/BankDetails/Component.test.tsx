import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import BankDetails from './Component'
import { validateAccountNumber, validateBic, validateIban, validateSortCode } from './validate'

const details = {
  title: 'Pay by bank transfer',
  accountName: 'Clubhouse London Ltd',
  bankName: 'NatWest',
  sortCode: '60-16-13',
  accountNumber: '31926819',
  iban: 'gb29nwbk60161331926819',
  bic: 'nwbkgb2l',
  referenceInstructions: 'Your surname and membership number, e.g. SMITH 10482.',
}
const html = (props: Parameters<typeof BankDetails>[0]) => renderToStaticMarkup(<BankDetails {...props} />)
const terms = (out: string) => [...out.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((m) => m[1])

describe('BankDetails', () => {
  it('presents every detail as a definition list, in order', () => {
    const out = html(details)
    expect(out).toMatch(/<h2[^>]*>Pay by bank transfer<\/h2>/)
    expect(out).toContain('<dl')
    expect(terms(out)).toEqual(['Account name', 'Bank', 'Sort code', 'Account number', 'IBAN', 'BIC', 'Reference'])
    expect(out).toMatch(/>Sort code<\/dt><dd[^>]*>60-16-13<\/dd>/)
    expect(out).toMatch(/>Account number<\/dt><dd[^>]*>31926819<\/dd>/)
  })

  it('prints the IBAN in groups of four and the BIC in capitals', () => {
    const out = html(details)
    expect(out).toContain('GB29 NWBK 6016 1331 9268 19')
    expect(out).toContain('NWBKGB2L')
  })

  it('leaves out the optional IBAN, BIC, bank and reference when empty', () => {
    const out = html({ ...details, iban: null, bic: '', bankName: null, referenceInstructions: null })
    expect(terms(out)).toEqual(['Account name', 'Sort code', 'Account number'])
  })

  it('cuts reference instructions at 750 characters plus "..."', () => {
    const out = html({ ...details, referenceInstructions: 'r'.repeat(900) })
    expect(out).toContain(`${'r'.repeat(750)}...`)
    expect(out).not.toContain('r'.repeat(751))
  })

  it('renders nothing without details', () => {
    expect(html({ title: 'Pay by bank transfer' })).toBe('')
  })
})

describe('bank detail checks', () => {
  it('accepts a sort code only as 00-00-00', () => {
    expect(validateSortCode('20-00-00')).toBe(true)
    for (const bad of ['200000', '20 00 00', '2-00-00', '20-00-0a', '', null]) expect(validateSortCode(bad)).toMatch(/three pairs/)
  })

  it('accepts an account number only as 8 digits', () => {
    expect(validateAccountNumber('12345678')).toBe(true)
    for (const bad of ['1234567', '123456789', '1234 5678', 'abcdefgh', '']) expect(validateAccountNumber(bad)).toMatch(/8 digits/)
  })

  it('accepts an empty or well-formed IBAN and BIC', () => {
    expect(validateIban('')).toBe(true)
    expect(validateIban('GB29 NWBK 6016 1331 9268 19')).toBe(true)
    expect(validateIban('GB29')).toMatch(/IBAN/)
    expect(validateBic(null)).toBe(true)
    expect(validateBic('NWBKGB2L')).toBe(true)
    expect(validateBic('NWBKGB2LXXX')).toBe(true)
    expect(validateBic('NWBK')).toMatch(/8 or 11/)
  })
})
