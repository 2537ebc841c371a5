import { pgliteDatabase } from './engines'
import { searchSuite } from './search-suite'

searchSuite('PGlite', pgliteDatabase)
