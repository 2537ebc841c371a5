import type { Endpoint } from 'payload'

import { csvExportEndpoint } from '../pipeline/export'
import { ORDER_COLUMNS } from './export-columns'

/** The list's CSV download; refunds and cancellations are staff actions (/api/ticket-orders/{id}/refund|cancel, docs/decisions/039). */
export const ticketOrderEndpoints: Endpoint[] = [csvExportEndpoint('ticket-orders', ORDER_COLUMNS)]
