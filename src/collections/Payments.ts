import type { CollectionConfig } from 'payload'

import { adminOnly, denyByDefault, hiddenOutsideRole, nobody, salesOnly } from '@/lib/access'
import { PAYMENT_KIND_LABELS, PAYMENT_KINDS, PAYMENT_STATUS_STAFF_LABELS, PAYMENT_STATUSES } from '@/model/dues'

const readOnly = { readOnly: true }

/**
 * Each collection the direct-debit provider makes on a member's mandate (docs/decisions/061): the
 * joining fee, each month's fee, a balance. Recorded from the provider's webhooks, each event once,
 * with the state the provider gives when it is read; never typed in.
 */
export const Payments: CollectionConfig = denyByDefault({
  slug: 'payments',
  labels: { singular: 'Payment', plural: 'Payments' },
  admin: {
    hidden: hiddenOutsideRole('sales'),
    group: 'Members',
    useAsTitle: 'providerId',
    defaultColumns: ['chargeDate', 'dues', 'kind', 'amount', 'status', 'failures'],
    description: 'Direct Debit collections of membership dues, as the provider reports them.',
    components: { beforeListTable: ['/admin/SalesListToolbar.client#SalesListToolbar'] },
  },
  defaultSort: '-chargeDate',
  access: { read: salesOnly, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    { name: 'providerId', label: 'Provider reference', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'dues', type: 'relationship', relationTo: 'dues', required: true, index: true, admin: readOnly },
    { name: 'kind', type: 'select', required: true, options: PAYMENT_KINDS.map((value) => ({ value, label: PAYMENT_KIND_LABELS[value] })), admin: readOnly },
    { name: 'amount', label: 'Amount (£)', type: 'number', required: true, min: 0, admin: readOnly },
    { name: 'chargeDate', label: 'Collection date', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'status', type: 'select', required: true, index: true, options: PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_STAFF_LABELS[value]! })), admin: readOnly },
    { name: 'failures', label: 'Times failed', type: 'number', defaultValue: 0, admin: readOnly },
    { name: 'cause', label: 'Why it failed', type: 'text', admin: readOnly },
    // Set when a first failure is to be tried again by us (the provider would not); cleared once asked.
    { name: 'retryWanted', type: 'checkbox', defaultValue: false, admin: readOnly },
    { name: 'retried', type: 'checkbox', defaultValue: false, admin: readOnly },
  ],
})
