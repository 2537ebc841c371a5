import { getEnv } from '@/lib/env'

import { createIdealPostcodesLookup } from './ideal-postcodes'
import { createLocalLookup } from './local'
import type { PostcodeLookup } from './postcode'

export { normalisePostcode, PostcodeLookupError, type PostcodeAddress, type PostcodeLookup } from './postcode'

let lookup: PostcodeLookup | undefined

/** Ideal Postcodes when IDEAL_POSTCODES_API_KEY is set; otherwise the bundled dataset. */
export function getPostcodeLookup(): PostcodeLookup {
  if (!lookup) {
    const key = getEnv().IDEAL_POSTCODES_API_KEY
    lookup = key ? createIdealPostcodesLookup(key) : createLocalLookup()
  }
  return lookup
}
