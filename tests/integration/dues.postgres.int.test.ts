import { describe, it } from 'vitest'

import { SERVER_URL, serverAvailable, serverDatabase } from './engines'
import { duesSuite } from './dues-suite'

const available = await serverAvailable()

if (available) {
  duesSuite('PostgreSQL', serverDatabase)
} else if (process.env.CI) {
  // CI guarantees a server (.ci/run starts one); its absence there is a failure, not a skip.
  describe('Membership dues on PostgreSQL', () => {
    it('needs the PostgreSQL server CI provides', () => {
      throw new Error(`No PostgreSQL server answered at ${SERVER_URL}`)
    })
  })
} else {
  describe.skip(`Membership dues on PostgreSQL (no server at ${SERVER_URL}; set TEST_POSTGRES_URL)`, () => {
    it('runs against a real server', () => {})
  })
}
