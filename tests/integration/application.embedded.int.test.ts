import { embeddedDatabase } from './engines'
import { applicationSuite } from './application-suite'

applicationSuite('embedded-postgres', embeddedDatabase)
