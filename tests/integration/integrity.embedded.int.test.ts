import { embeddedDatabase } from './engines'
import { integritySuite } from './integrity-suite'

integritySuite('embedded-postgres', embeddedDatabase)
