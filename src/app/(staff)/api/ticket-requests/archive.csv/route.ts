import { exportTicketRequestsArchive } from '@/collections/ticket-orders/requests-archive'

import { SALES_EXPORT, staffRoute } from '../../staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/ticket-requests/archive.csv: the retired ticket requests (docs/decisions/040), for sales staff to read. */
export const GET = staffRoute(SALES_EXPORT, (req) => exportTicketRequestsArchive(req.payload))
