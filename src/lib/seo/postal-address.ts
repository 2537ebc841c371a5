const POSTCODE = /([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i

/**
 * A typed address as a schema.org PostalAddress: "2 Imperial Wharf Road\nLondon SW6 2AA" (or the
 * same on one line, parts split by commas) gives the street lines, then the town and the postcode.
 */
export function postalAddress(address: string) {
  const byLine = address.split(/\r?\n/).map((l) => l.trim().replace(/,$/, '').trim()).filter(Boolean)
  const lines = byLine.length === 1 ? (byLine[0] ?? '').split(',').map((l) => l.trim()).filter(Boolean) : byLine
  const last = lines.at(-1) ?? ''
  const postcode = POSTCODE.exec(last)?.[1]?.toUpperCase() ?? null
  const locality = postcode ? last.slice(0, last.length - postcode.length).trim().replace(/,$/, '') : last
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.slice(0, -1).join(', ') || last,
    ...(locality ? { addressLocality: locality } : {}),
    ...(postcode ? { postalCode: postcode } : {}),
    addressCountry: 'GB',
  }
}
