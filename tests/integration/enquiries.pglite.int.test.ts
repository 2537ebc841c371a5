import { pgliteDatabase } from './engines'
import { enquiriesSuite } from './enquiries-suite'

enquiriesSuite('PGlite', pgliteDatabase)
