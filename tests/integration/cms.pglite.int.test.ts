import { cmsSuite } from './cms-suite'
import { pgliteDatabase } from './engines'

cmsSuite('PGlite', pgliteDatabase)
