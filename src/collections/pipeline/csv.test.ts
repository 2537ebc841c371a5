import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fuzzParameters } from '@/lib/testing/fuzz'

import { csvCell, csvRow } from './csv'

/** A reader for RFC 4180 text, to check that what we write reads back cell for cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += ch
  }
  return rows
}

describe('csvCell', () => {
  it('leaves plain text, numbers and empties as they are', () => {
    expect(csvCell('Jane Smith')).toBe('Jane Smith')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('')).toBe('')
  })

  it('quotes cells holding a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"')
    expect(csvCell('The "Library"')).toBe('"The ""Library"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
  })

  it('turns a would-be formula into text with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"')
    expect(csvCell('+44 7700 900123')).toBe("'+44 7700 900123")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe('"\'\r=1"')
    expect(csvCell('a=1')).toBe('a=1')
  })

  it('knows a formula by its compatibility form too (full-width ＝ ＋ － ＠, and ⩵)', () => {
    expect(csvCell('＝HYPERLINK("http://evil","x")')).toBe('"\'＝HYPERLINK(""http://evil"",""x"")"')
    expect(csvCell('＋44 7700 900123')).toBe("'＋44 7700 900123")
    expect(csvCell('－2＋3')).toBe("'－2＋3")
    expect(csvCell('＠SUM(A1)')).toBe("'＠SUM(A1)")
    expect(csvCell('⩵1')).toBe("'⩵1")
    expect(csvCell('Zoë ＝ 1')).toBe('Zoë ＝ 1')
  })
})

describe('csvRow', () => {
  it('joins cells with commas and ends the record with CRLF', () => {
    expect(csvRow([1, 'Jane', null, 'Smith, J'])).toBe('1,Jane,,"Smith, J"\r\n')
  })

  it('reads back to the same cells for any text, with formulas neutralised', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 }), (cells) => {
        const [read] = parseCsv(csvRow(cells))
        expect(read).toEqual(cells.map((c) => (/^[=+\-@\t\r]/.test(c.normalize('NFKC')) ? `'${c}` : c)))
        for (const c of read!) expect(c).not.toMatch(/^[=+\-@\t\r]/)
      }),
      fuzzParameters(),
    )
  })
})
