import { exportApplications } from '@/features/application/review/export'

import { staffRoute } from '../../staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/leads/applications.csv: the Applications view's export (the leads export's filters and access, with the application's columns). */
export const GET = staffRoute({ role: 'sales', signIn: 'Sign in to the back office to export.', forbidden: 'Only sales staff and administrators can export.' }, (req) => exportApplications(req))
