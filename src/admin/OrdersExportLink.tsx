'use client'

import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/model/ticket-orders'

import { SalesListToolbar } from './SalesListToolbar.client'

const STATUSES = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))

/**
 * The ticket orders' status shortcuts and CSV download (the sales lists' toolbar, with the orders'
 * own states), and the archive of the ticket requests from before card payment (docs/decisions/040).
 */
export function OrdersExportLink() {
  return (
    <>
      <SalesListToolbar statuses={STATUSES} />
      <p style={{ marginBlock: 'calc(var(--base, 20px) / 2)' }}>
        <a href="/api/ticket-requests/archive.csv" download>
          Ticket requests from before card payment (archive, CSV)
        </a>
      </p>
    </>
  )
}
