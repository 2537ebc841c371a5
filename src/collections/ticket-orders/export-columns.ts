import type { Column } from '../pipeline/export-columns'

type OrderDoc = {
  id: number
  reference: string
  createdAt: string
  status: string
  cancelReason?: string | null
  event?: number | { id: number; title?: string | null } | null
  eventTitle: string
  eventStartsAt?: string | null
  items?: { itemTitle: string; unitPrice: number; quantity: number }[] | null
  total: number
  fullName: string
  email: string
  phone: string
  amountPaid?: number | null
  paidAt?: string | null
  closedAt?: string | null
  provider?: string | null
  paymentId?: string | null
  refundId?: string | null
}

const utc = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : '')
const col = (header: string, value: (doc: OrderDoc, label: Parameters<Column['value']>[1]) => string | number | null | undefined): Column => ({
  header,
  value: (doc, label) => value(doc as unknown as OrderDoc, label),
})

/** One row per order, for the events team's reconciliation against the provider's payouts. */
export const ORDER_COLUMNS: Column[] = [
  col('Reference', (d) => d.reference),
  col('Created (UTC)', (d) => utc(d.createdAt)),
  col('Status', (d, label) => label('status', d.status)),
  col('Cancel reason', (d, label) => label('cancelReason', d.cancelReason)),
  col('Event', (d) => d.eventTitle),
  col('Event starts (UTC)', (d) => utc(d.eventStartsAt)),
  col('Tickets', (d) => (d.items ?? []).map((i) => `${i.quantity} x ${i.itemTitle} @ £${Number(i.unitPrice).toFixed(2)}`).join('; ')),
  col('Quantity', (d) => (d.items ?? []).reduce((sum, i) => sum + Number(i.quantity), 0)),
  col('Total (£)', (d) => Number(d.total).toFixed(2)),
  col('Paid (£)', (d) => (d.amountPaid == null ? '' : Number(d.amountPaid).toFixed(2))),
  col('Paid at (UTC)', (d) => utc(d.paidAt)),
  col('Closed at (UTC)', (d) => utc(d.closedAt)),
  col('Name', (d) => d.fullName),
  col('Email', (d) => d.email),
  col('Phone', (d) => d.phone),
  col('Provider', (d) => d.provider),
  col('Payment id', (d) => d.paymentId),
  col('Refund id', (d) => d.refundId),
]
