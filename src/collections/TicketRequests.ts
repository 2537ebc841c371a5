import type { CollectionConfig } from 'payload'

import { adminOnly, denyByDefault, salesOnly } from '@/lib/access'
import { isValidEmail } from '@/lib/validation/email'

/**
 * Ticket requests from /event-tickets/{slug}: an order for staff to confirm and take payment for
 * (before card payment went online; docs/decisions/026 replaced 010). Nothing creates them now. Created only by the server, with the
 * event's prices at the time of the request; staff work the status.
 */
export const TicketRequests: CollectionConfig = denyByDefault({
  slug: 'ticket-requests',
  labels: { singular: 'Ticket request (before card payment)', plural: 'Ticket requests (before card payment)' },
  admin: {
    useAsTitle: 'reference',
    group: 'Sales',
    defaultColumns: ['reference', 'eventTitle', 'fullName', 'total', 'status', 'createdAt'],
    description: 'Requests sent before tickets could be paid for online (docs/decisions/026): finish any still open by phone or e-mail. New tickets are under Ticket orders.',
  },
  defaultSort: '-createdAt',
  access: { read: salesOnly, update: salesOnly, delete: adminOnly },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, access: { update: () => false }, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: [
        { label: 'Requested', value: 'requested' },
        { label: 'Confirmed and paid', value: 'confirmed' },
        { label: 'Cancelled', value: 'cancelled' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'staffNotes', label: 'Staff notes', type: 'textarea', maxLength: 4000, admin: { position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, access: { update: () => false } },
        { name: 'eventTitle', label: 'Event title', type: 'text', required: true, access: { update: () => false }, admin: { readOnly: true } },
        { name: 'eventStartsAt', label: 'Event starts', type: 'date', access: { update: () => false }, admin: { readOnly: true } },
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      access: { update: () => false },
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'itemTitle', label: 'Ticket', type: 'text', required: true },
            { name: 'unitPrice', type: 'number', label: 'Price each (£)', required: true },
            { name: 'quantity', type: 'number', required: true, min: 1 },
          ],
        },
      ],
    },
    { name: 'total', type: 'number', label: 'Total (£)', required: true, access: { update: () => false }, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'fullName', label: 'Name', type: 'text', required: true, access: { update: () => false } },
        {
          name: 'email',
          label: 'E-mail',
          type: 'email',
          required: true,
          index: true,
          access: { update: () => false },
          validate: (v: unknown) => (typeof v === 'string' && isValidEmail(v)) || 'Invalid email address',
        },
        { name: 'phone', type: 'text', required: true, access: { update: () => false } },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: 4000, access: { update: () => false } },
    { name: 'idempotencyKey', type: 'text', unique: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
  ],
})
