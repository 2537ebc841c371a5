/** CSV text as RFC 4180 describes it, safe to open in a spreadsheet. */

export type CsvValue = string | number | boolean | null | undefined

// A spreadsheet runs a cell starting with one of these as a formula; visitors write these fields,
// so a lead named "=HYPERLINK(...)" must arrive as text (OWASP "CSV injection"). Checked on the
// text's NFKC form: a spreadsheet reads a full-width "＝" as "=" too.
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'string') return String(value)
  const text = FORMULA_START.test(value.normalize('NFKC')) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record, ended with CRLF as the RFC asks. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/** Excel reads a file as UTF-8 (names like "Zoë", "£") only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF'
