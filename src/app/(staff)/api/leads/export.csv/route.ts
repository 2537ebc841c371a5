import { exportCsv } from '@/collections/pipeline/export'
import { LEAD_COLUMNS } from '@/collections/pipeline/export-columns'

import { SALES_EXPORT, staffRoute } from '../../staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/leads/export.csv: the list's CSV download, whatever its filters show. */
export const GET = staffRoute(SALES_EXPORT, (req) => exportCsv(req, 'leads', LEAD_COLUMNS))
