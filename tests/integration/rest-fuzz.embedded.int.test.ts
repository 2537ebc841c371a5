import { embeddedDatabase } from './engines'
import { restFuzzSuite } from './rest-fuzz-suite'

restFuzzSuite('embedded-postgres', embeddedDatabase)
