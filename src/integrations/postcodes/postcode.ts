/**
 * What the postcode lookups share (Ideal Postcodes, and the bundled dataset): the address shape, the
 * failure, and how a postcode is written, apart from port.ts, which picks one of them: they import
 * this file, callers import port.ts.
 */

/** One address as the spec's lookup returns it (spec 001 section 7, Other). */
export type PostcodeAddress = { line_1: string; line_2: string; post_town: string; county: string; postcode: string }

/** The lookup service could not answer (no credit, a bad key, the network): not the same as "no addresses". */
export class PostcodeLookupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PostcodeLookupError'
  }
}

export type PostcodePort = {
  name: 'ideal-postcodes' | 'local'
  /** The addresses at a postcode, [] when there are none; throws PostcodeLookupError when the service fails. */
  find(postcode: string): Promise<PostcodeAddress[]>
}

export { normalisePostcode } from '@/lib/validation/postcode'
