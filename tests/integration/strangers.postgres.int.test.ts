import { describe, it } from 'vitest'

import { SERVER_URL, serverAvailable, serverDatabase } from './engines'
import { strangersSuite } from './strangers-suite'

const available = await serverAvailable()

if (available) {
  strangersSuite('PostgreSQL', serverDatabase)
} else if (process.env.CI) {
  // CI guarantees a server (.ci/run starts one); its absence there is a failure, not a skip.
  describe('What a stranger can learn or trigger, on PostgreSQL', () => {
    it('needs the PostgreSQL server CI provides', () => {
      throw new Error(`No PostgreSQL server answered at ${SERVER_URL}`)
    })
  })
} else {
  describe.skip(`What a stranger can learn or trigger, on PostgreSQL (no server at ${SERVER_URL}; set TEST_POSTGRES_URL)`, () => {
    it('runs against a real server', () => {})
  })
}
