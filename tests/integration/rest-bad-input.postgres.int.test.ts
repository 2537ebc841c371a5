import { describe, it } from 'vitest'

import { SERVER_URL, serverAvailable, serverDatabase } from './engines'
import { restBadInputSuite } from './rest-bad-input-suite'

const available = await serverAvailable()

if (available) {
  restBadInputSuite('PostgreSQL', serverDatabase)
} else if (process.env.CI) {
  // CI guarantees a server (.ci/run starts one); its absence there is a failure, not a skip.
  describe('Payload REST bad input on PostgreSQL', () => {
    it('needs the PostgreSQL server CI provides', () => {
      throw new Error(`No PostgreSQL server answered at ${SERVER_URL}`)
    })
  })
} else {
  describe.skip(`Payload REST bad input on PostgreSQL (no server at ${SERVER_URL}; set TEST_POSTGRES_URL)`, () => {
    it('runs against a real server', () => {})
  })
}
