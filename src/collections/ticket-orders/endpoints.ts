import type { Endpoint } from 'payload'

import { csvExportEndpoint } from '../pipeline/export'
import { ORDER_COLUMNS } from './export-columns'

/** The list's CSV download; refunds and cancellations go through /v1/api/ticket-orders/{id}/..., which the order service serves. */
export const ticketOrderEndpoints: Endpoint[] = [csvExportEndpoint('ticket-orders', ORDER_COLUMNS)]
