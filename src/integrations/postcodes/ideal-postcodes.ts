import { Client } from '@ideal-postcodes/core-node'

import { normalisePostcode, PostcodeLookupError, type PostcodePort } from './postcode'

/** The vendor answers in well under a second; a lookup the visitor waits on gives up after this. */
const TIMEOUT_MS = 5000

/** Ideal Postcodes' postcode lookup with the official client (a not-found postcode is [] there too). */
export function createIdealPostcodesPort(apiKey: string, endpoint?: { baseUrl: string; tls: boolean }): PostcodePort {
  const client = new Client({ api_key: apiKey, timeout: TIMEOUT_MS, ...endpoint })
  return {
    name: 'ideal-postcodes',
    async find(input) {
      const postcode = normalisePostcode(input)
      if (!postcode) return []
      try {
        const addresses = await client.lookupPostcode({ postcode })
        return addresses.map((a) => ({
          line_1: a.line_1,
          line_2: a.line_2 ?? '',
          post_town: a.post_town,
          county: a.county ?? '',
          postcode: a.postcode,
        }))
      } catch (error) {
        throw new PostcodeLookupError(`Ideal Postcodes could not look up ${postcode}`, { cause: error })
      }
    },
  }
}
