import { describe, it } from 'vitest'

import { SERVER_URL, serverAvailable, serverDatabase } from './engines'
import { ticketsSuite } from './tickets-suite'

const available = await serverAvailable()

if (available) {
  ticketsSuite('PostgreSQL', serverDatabase)
} else if (process.env.CI) {
  // CI guarantees a server (.ci/run starts one); its absence there is a failure, not a skip.
  describe('Ticket orders on PostgreSQL', () => {
    it('needs the PostgreSQL server CI provides', () => {
      throw new Error(`No PostgreSQL server answered at ${SERVER_URL}`)
    })
  })
} else {
  describe.skip(`Ticket orders on PostgreSQL (no server at ${SERVER_URL}; set TEST_POSTGRES_URL)`, () => {
    it('runs against a real server', () => {})
  })
}
