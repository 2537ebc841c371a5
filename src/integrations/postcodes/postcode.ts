/** What the postcode lookups share: the address shape, the failure, and how a postcode is written. */

/** One address as the spec's lookup returns it (spec 001 section 7, Other). */
export type PostcodeAddress = { line_1: string; line_2: string; post_town: string; county: string; postcode: string }

/** The lookup service could not answer (no credit, a bad key, the network): not the same as "no addresses". */
export class PostcodeLookupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PostcodeLookupError'
  }
}

export type PostcodeLookup = {
  name: 'ideal-postcodes' | 'local'
  /** The addresses at a postcode, [] when there are none; throws PostcodeLookupError when the service fails. */
  find(postcode: string): Promise<PostcodeAddress[]>
}

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
