'use client'

import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/model/ticket-orders'

import { SalesListToolbar } from './SalesListToolbar.client'

const STATUSES = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))

/** The ticket orders' status shortcuts and CSV download (the sales lists' toolbar, with the orders' own states). */
export function OrdersExportLink() {
  return <SalesListToolbar statuses={STATUSES} />
}
