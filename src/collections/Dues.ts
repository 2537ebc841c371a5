import type { CollectionConfig } from 'payload'

import { adminOnly, denyByDefault, hiddenOutsideRole, nobody, salesOnly } from '@/lib/access'
import { COLLECTION_STATE_LABELS, COLLECTION_STATES, STANDING_LABELS, STANDINGS } from '@/model/dues'

const readOnly = { readOnly: true }

/**
 * Membership dues, one record per approved application (docs/decisions/061): the amount fixed at
 * approval, the provider's subscription and joining-fee payment, and the member's standing. Made
 * and changed by the dues code only (approval, the worker, the provider's webhooks); the sales team
 * reads them.
 */
export const Dues: CollectionConfig = denyByDefault({
  slug: 'dues',
  labels: { singular: 'Dues', plural: 'Dues' },
  admin: {
    hidden: hiddenOutsideRole('sales'),
    group: 'Members',
    useAsTitle: 'payerName',
    defaultColumns: ['payerName', 'membershipType', 'club', 'monthlyAmount', 'standing', 'balance', 'collectionState', 'fixedAt'],
    description: 'What each approved member or company pays, fixed at approval, and where they stand. Filter by plan, club or standing.',
  },
  defaultSort: '-fixedAt',
  access: { read: salesOnly, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    // Not required: an application erased for privacy leaves its dues, which the accounts keep.
    { name: 'lead', label: 'Application', type: 'relationship', relationTo: 'leads', unique: true, admin: readOnly },
    { name: 'payer', label: 'Paying member', type: 'relationship', relationTo: 'members', index: true, admin: readOnly },
    { name: 'payerName', label: 'Payer', type: 'text', admin: readOnly },
    { name: 'membershipType', label: 'Plan', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'club', label: 'Home club', type: 'relationship', relationTo: 'clubs', index: true, admin: readOnly },
    { name: 'people', label: 'Members paid for', type: 'number', required: true, min: 1, admin: readOnly },
    { name: 'monthlyAmount', label: 'Monthly amount (£)', type: 'number', required: true, min: 0, admin: readOnly },
    { name: 'joiningAmount', label: 'Joining fee (£)', type: 'number', required: true, min: 0, admin: readOnly },
    { name: 'termMonths', label: 'Minimum term (months)', type: 'number', required: true, min: 1, admin: readOnly },
    { name: 'fixedAt', label: 'Fixed at approval', type: 'date', required: true, admin: readOnly },
    { name: 'mandateId', label: 'Mandate', type: 'text', index: true, admin: readOnly },
    {
      name: 'collectionState',
      label: 'Collection',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: COLLECTION_STATES.map((value) => ({ value, label: COLLECTION_STATE_LABELS[value] })),
      admin: { ...readOnly, position: 'sidebar' },
    },
    { name: 'collectionAttempts', type: 'number', defaultValue: 0, admin: { ...readOnly, position: 'sidebar' } },
    { name: 'collectionError', label: 'Last collection error', type: 'text', admin: { ...readOnly, position: 'sidebar' } },
    // A claim's lease: a worker that dies mid-start leaves it to lapse, and the next one starts again.
    { name: 'claimedUntil', type: 'date', hidden: true },
    { name: 'subscriptionId', label: 'Subscription', type: 'text', index: true, admin: readOnly },
    { name: 'firstCollection', label: 'First monthly collection', type: 'text', admin: readOnly },
    { name: 'joiningPaymentId', label: 'Joining-fee payment', type: 'text', admin: readOnly },
    // A member in arrears sets up a new mandate (docs/decisions/062): the setup they have open, and
    // once it is done, the old subscription to end and the balance to collect on the new mandate.
    { name: 'newBillingRequestId', type: 'text', index: true, hidden: true },
    { name: 'newFlowUrl', type: 'text', hidden: true },
    { name: 'newFlowAt', type: 'date', hidden: true },
    { name: 'mandateRound', type: 'number', defaultValue: 0, hidden: true },
    { name: 'replacedSubscriptionId', label: 'Subscription to end', type: 'text', admin: readOnly },
    // Resignation (docs/decisions/063): when notice was given, by whom, and the last day of membership.
    { name: 'noticeGivenAt', label: 'Notice given', type: 'date', admin: { ...readOnly, position: 'sidebar' } },
    { name: 'endsOn', label: 'Membership ends on', type: 'text', index: true, admin: { ...readOnly, position: 'sidebar', description: 'The last day of membership: the subscription ends before the next collection after it.' } },
    { name: 'subscriptionEndedAt', type: 'date', hidden: true },
    { name: 'endedAt', label: 'Ended', type: 'date', admin: { ...readOnly, position: 'sidebar' } },
    { name: 'balanceToCollect', label: 'Balance to collect on the new mandate (£)', type: 'number', min: 0, admin: readOnly },
    { name: 'balancePaymentId', label: 'Balance payment', type: 'text', admin: readOnly },
    {
      name: 'standing',
      type: 'select',
      required: true,
      defaultValue: 'good',
      index: true,
      options: STANDINGS.map((value) => ({ value, label: STANDING_LABELS[value] })),
      admin: { ...readOnly, position: 'sidebar' },
    },
    { name: 'arrearsSince', type: 'date', admin: { ...readOnly, position: 'sidebar' } },
    { name: 'balance', label: 'Balance owed (£)', type: 'number', defaultValue: 0, min: 0, admin: { ...readOnly, position: 'sidebar' } },
    {
      name: 'graceUntil',
      label: 'Bookings allowed until',
      type: 'date',
      admin: { ...readOnly, position: 'sidebar', description: 'Set by Extend: a member in arrears may still book until this day.' },
    },
    { name: 'duesActions', label: 'Waive or extend', type: 'ui', admin: { components: { Field: '/admin/DuesActions.client#DuesActions' } } },
    {
      name: 'staffActions',
      label: 'Staff actions',
      type: 'array',
      admin: { readOnly: true, description: 'Every waiver and extension, with who gave it and why.' },
      fields: [
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'text', required: true },
        { name: 'action', type: 'text', required: true },
        { name: 'reason', type: 'textarea', required: true },
      ],
    },
  ],
})
