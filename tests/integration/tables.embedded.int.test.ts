import { embeddedDatabase } from './engines'
import { tablesSuite } from './tables-suite'

tablesSuite('embedded-postgres', embeddedDatabase)
