import { exportCsv } from '@/collections/pipeline/export'
import { ORDER_COLUMNS } from '@/collections/ticket-orders/export-columns'

import { SALES_EXPORT, staffRoute } from '../../staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/ticket-orders/export.csv: the list's CSV download, whatever its filters show. */
export const GET = staffRoute(SALES_EXPORT, (req) => exportCsv(req, 'ticket-orders', ORDER_COLUMNS))
