import { exportCsv } from '@/collections/pipeline/export'
import { PAYMENT_COLUMNS } from '@/collections/payments/export-columns'

import { SALES_EXPORT, staffRoute } from '../../staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/payments/export.csv: the Payments list's CSV download for the accountants, whatever its filters show. */
export const GET = staffRoute(SALES_EXPORT, (req) => exportCsv(req, 'payments', PAYMENT_COLUMNS))
