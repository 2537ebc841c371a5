import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOnly, denyByDefault, hiddenOutsideRole, nobody, salesOnly } from '@/lib/access'
import { BOOKING_NOTES_MAX, BOOKING_STATUSES } from '@/model/tables'

const nobodyField: FieldAccess = () => false

/**
 * Members' table bookings (issue 15; spec 001 section 3, Table booking request). Made and
 * cancelled only by the booking code, which keeps each slot's covers in step in the same
 * transaction (table_slot_usage, decision 025); staff see each service's bookings here.
 */
export const TableBookings: CollectionConfig = denyByDefault({
  slug: 'table-bookings',
  labels: { singular: 'Table booking', plural: 'Table bookings' },
  admin: {
    hidden: hiddenOutsideRole('sales'),
    group: 'Members',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'startDateTime', 'restaurant', 'partySize', 'member', 'status'],
    description: 'Tables members booked on the website or the app. Filter by restaurant and date to see a service.',
  },
  defaultSort: 'startDateTime',
  access: { read: salesOnly, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'restaurant', type: 'relationship', relationTo: 'restaurants', required: true, index: true, admin: { readOnly: true } },
        { name: 'startDateTime', label: 'Time', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'partySize', label: 'Party', type: 'number', required: true, admin: { readOnly: true } },
      ],
    },
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true, admin: { readOnly: true } },
    { name: 'notes', type: 'textarea', maxLength: BOOKING_NOTES_MAX, admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, defaultValue: 'confirmed', options: [...BOOKING_STATUSES], index: true, admin: { position: 'sidebar', readOnly: true } },
    { name: 'cancelledAt', label: 'Cancelled at', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // A retried request with the same key answers the first booking (the booking code's own field).
    { name: 'idempotencyKey', type: 'text', hidden: true, access: { read: nobodyField, create: nobodyField, update: nobodyField } },
  ],
  indexes: [{ fields: ['member', 'idempotencyKey'], unique: true }],
})
