import { pgliteDatabase } from './engines'
import { salesSuite } from './sales-suite'

salesSuite('PGlite', pgliteDatabase)
