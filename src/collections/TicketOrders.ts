import type { CollectionConfig, Field } from 'payload'

import { adminOnly, denyByDefault, nobody, salesOnly } from '@/lib/access'
import { isValidEmail } from '@/lib/validation/email'
import { ORDER_STATUS_LABELS, ORDER_STATUSES, CANCEL_REASONS } from '@/model/ticket-orders'


/** Written by the order service only: staff read them and act through the Refund and Cancel buttons. */
const fixed = { update: () => false }
const readOnly = (field: Field): Field => ({ ...field, access: fixed, admin: { ...(field.admin ?? {}), readOnly: true } }) as Field

/**
 * Ticket purchases from /event-tickets/{slug} (docs/decisions/026): the event's prices at the time,
 * the buyer, the seats held while they pay, and what the payment provider said. Created only by
 * the server; sales staff refund or cancel through the order's own buttons, which go through the
 * payment port and give the seats back.
 */
export const TicketOrders: CollectionConfig = denyByDefault({
  slug: 'ticket-orders',
  labels: { singular: 'Ticket order', plural: 'Ticket orders' },
  admin: {
    useAsTitle: 'reference',
    group: 'Sales',
    defaultColumns: ['reference', 'eventTitle', 'fullName', 'email', 'total', 'status', 'createdAt'],
    listSearchableFields: ['reference', 'email', 'fullName', 'eventTitle'],
    description: 'Tickets bought on the event pages, newest first. Open one to refund or cancel it.',
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: ['/admin/OrdersExportLink#OrdersExportLink'] },
  },
  defaultSort: '-createdAt',
  access: { read: salesOnly, update: salesOnly, create: nobody, delete: adminOnly, readVersions: nobody, unlock: salesOnly },
  fields: [
    readOnly({ name: 'reference', type: 'text', required: true, unique: true }),
    {
      name: 'orderActions',
      label: 'Refund or cancel',
      type: 'ui',
      admin: { components: { Field: '/admin/OrderActions.client#OrderActions' } },
    },
    readOnly({
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    }),
    readOnly({
      name: 'cancelReason',
      label: 'Why cancelled',
      type: 'select',
      options: CANCEL_REASONS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1).replace(/-/g, ' ') })),
      admin: { position: 'sidebar', condition: (data) => data?.status === 'cancelled' || data?.status === 'refunded' },
    }),
    { name: 'staffNotes', label: 'Staff notes', type: 'textarea', maxLength: 4000, admin: { position: 'sidebar' } },
    readOnly({
      name: 'holdExpiresAt',
      label: 'Seats held until',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, condition: (data) => data?.status === 'pending' },
    }),
    readOnly({ name: 'seatsHeld', label: 'Seats held', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: 'Whether this order’s seats count against the event’s stock.' } }),
    {
      type: 'row',
      fields: [
        readOnly({ name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true }),
        readOnly({ name: 'eventTitle', label: 'Event title', type: 'text', required: true }),
        readOnly({ name: 'eventStartsAt', label: 'Event starts', type: 'date' }),
      ],
    },
    readOnly({
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'itemId', type: 'text', required: true, admin: { hidden: true } },
            { name: 'itemTitle', label: 'Ticket', type: 'text', required: true },
            { name: 'unitPrice', type: 'number', label: 'Price each (£)', required: true },
            { name: 'quantity', type: 'number', required: true, min: 1 },
          ],
        },
      ],
    }),
    readOnly({ name: 'total', type: 'number', label: 'Total (£)', required: true }),
    {
      type: 'row',
      fields: [
        readOnly({ name: 'fullName', label: 'Name', type: 'text', required: true }),
        readOnly({
          name: 'email',
          label: 'E-mail',
          type: 'email',
          required: true,
          index: true,
          validate: (v: unknown) => (typeof v === 'string' && isValidEmail(v)) || 'Invalid email address',
        }),
        readOnly({ name: 'phone', type: 'text', required: true }),
      ],
    },
    readOnly({ name: 'message', type: 'textarea', maxLength: 4000 }),
    readOnly({ name: 'member', type: 'relationship', relationTo: 'members', index: true, admin: { description: 'The signed-in member who bought it, if any.' } }),
    {
      type: 'collapsible',
      label: 'Payment',
      fields: [
        {
          type: 'row',
          fields: [
            readOnly({ name: 'provider', label: 'Payment provider', type: 'text' }),
            readOnly({ name: 'checkoutId', label: 'Checkout ID', type: 'text', index: true }),
            readOnly({ name: 'paymentId', label: 'Payment ID', type: 'text', index: true }),
          ],
        },
        {
          type: 'row',
          fields: [
            readOnly({ name: 'amountPaid', label: 'Paid (£)', type: 'number' }),
            readOnly({ name: 'paidAt', label: 'Paid at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
            readOnly({ name: 'refundId', label: 'Refund ID', type: 'text' }),
            readOnly({ name: 'closedAt', label: 'Cancelled or refunded at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
          ],
        },
      ],
    },
    { name: 'checkoutUrl', type: 'text', access: { read: () => false, update: () => false }, admin: { hidden: true } },
    { name: 'accessHash', type: 'text', index: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
    { name: 'idempotencyKey', type: 'text', unique: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
    // What the purchase asked for, so a repeat of its key with another basket is refused rather than answered with this one.
    { name: 'requestHash', type: 'text', access: { read: () => false, update: () => false }, admin: { hidden: true } },
    // The buyer's connection (a keyed hash of the address, never the address), for the cap on unpaid seats per address (decision 043).
    { name: 'clientHash', type: 'text', index: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
  ],
})
