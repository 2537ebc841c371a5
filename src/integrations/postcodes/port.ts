import { getEnv } from '@/lib/env'

import { createIdealPostcodesPort } from './ideal-postcodes'
import { createLocalPort } from './local'
import type { PostcodePort } from './postcode'

export * from './postcode'

let port: PostcodePort | undefined

/** Ideal Postcodes when IDEAL_POSTCODES_API_KEY is set; otherwise the bundled dataset. */
export function getPostcodePort(): PostcodePort {
  if (!port) {
    const key = getEnv().IDEAL_POSTCODES_API_KEY
    port = key ? createIdealPostcodesPort(key) : createLocalPort()
  }
  return port
}
