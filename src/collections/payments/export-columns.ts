import type { Column } from '../pipeline/export-columns'

type PaymentDoc = {
  providerId: string
  createdAt: string
  dues?: number | { id: number; payerName?: string | null; membershipType?: string | null } | null
  kind: string
  amount: number
  chargeDate: string
  status: string
  failures?: number | null
  cause?: string | null
}

const dues = (d: PaymentDoc) => (typeof d.dues === 'object' && d.dues ? d.dues : null)
const col = (header: string, value: (doc: PaymentDoc, label: Parameters<Column['value']>[1]) => string | number | null | undefined): Column => ({
  header,
  value: (doc, label) => value(doc as unknown as PaymentDoc, label),
})

/** One row per Direct Debit collection of dues, for the accountants' reconciliation against the provider's payouts (issue 34 §4). */
export const PAYMENT_COLUMNS: Column[] = [
  col('Collection date', (d) => d.chargeDate),
  col('Payer', (d) => dues(d)?.payerName),
  col('Plan', (d) => dues(d)?.membershipType),
  col('For', (d, label) => label('kind', d.kind)),
  col('Amount (£)', (d) => Number(d.amount).toFixed(2)),
  col('Status', (d, label) => label('status', d.status)),
  col('Times failed', (d) => d.failures ?? 0),
  col('Why it failed', (d) => d.cause),
  col('Provider reference', (d) => d.providerId),
  col('Recorded (UTC)', (d) => new Date(d.createdAt).toISOString()),
]
