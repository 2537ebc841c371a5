import { exportApplications } from '@/features/application/review/export'

import { SALES_EXPORT, staffRoute } from '../../staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/leads/applications.csv: the Applications view's export (the leads export's filters and access, with the application's columns). */
export const GET = staffRoute(SALES_EXPORT, (req) => exportApplications(req))
