import { ADDRESSES, FAILING_TEST_POSTCODES } from './dataset'
import { normalisePostcode, PostcodeLookupError, type PostcodePort } from './postcode'

/** Answers from the bundled dataset, as the vendor would: the default, and what the tests use. */
export function createLocalPort(): PostcodePort {
  return {
    name: 'local',
    async find(input) {
      const postcode = normalisePostcode(input)
      if (!postcode) return []
      if (FAILING_TEST_POSTCODES.has(postcode)) throw new PostcodeLookupError(`The postcode service refused ${postcode} (its test postcode for a 402)`)
      return (ADDRESSES.get(postcode) ?? []).map((a) => ({ ...a }))
    },
  }
}
