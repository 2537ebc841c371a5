/**
 * "sw6 1hs" -> "SW6 1HS"; null when it cannot be a UK postcode (then nothing is asked of the
 * vendor). Ideal Postcodes' test postcodes (ID1 1QD, ID1 KFA, ID1 CLIP...) pass too.
 */
export function normalisePostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase()
  if (/^ID1[A-Z0-9]{3,4}$/.test(compact)) return `ID1 ${compact.slice(3)}`
  if (!/^[A-Z]{1,2}[0-9][0-9A-Z]?[0-9][A-Z]{2}$/.test(compact)) return null
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`
}
