import { randomBytes } from 'node:crypto'

import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook, type CollectionConfig, type FieldAccess } from 'payload'

import { adminOnly, denyByDefault, hiddenOutsideRole, isStaff, nobody, salesOnly } from '@/lib/access'
import { lockMemberBookings, takeCovers } from '@/model/table-covers'
import { BOOKING_NOTES_MAX, BOOKING_STATUSES } from '@/model/tables'
import type { Restaurant } from '@/payload-types'

const nobodyField: FieldAccess = () => false
const idOf = (value: unknown) => Number(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

/**
 * Both hooks apply to bookings staff make (the back office, its REST and GraphQL API: a signed-in
 * staff member). Code writing with the local API and no user (the seed, tests) keeps the slot's
 * covers itself, as the booking code does.
 */
const byStaff = (operation: string, req: Parameters<typeof isStaff>[0]) => operation === 'create' && isStaff(req)

/** A booking staff make is a new confirmed one with a reference of its own, whatever the form sent. */
const asNewBooking: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (!byStaff(operation, req) || !data) return data
  return { ...data, reference: `TB-${randomBytes(4).toString('hex').toUpperCase()}`, status: 'confirmed', cancelledAt: null, idempotencyKey: null }
}

/**
 * A booking staff make for a member (on the phone, at the desk) takes its covers in the slot like
 * any other, in the same transaction, so the slot is never overbooked. The member's fair-use
 * limits (Settings > Tables) do not apply to staff (decision 043); any time and party size may be
 * booked, as the club decides.
 */
const takeStaffCovers: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (!byStaff(operation, req)) return data
  const restaurant = (await req.payload.findByID({ collection: 'restaurants', id: idOf(data.restaurant), depth: 0, overrideAccess: true, disableErrors: true, req })) as Restaurant | null
  if (!restaurant) throw new ValidationError({ collection: 'table-bookings', errors: [{ path: 'restaurant', message: 'Choose a restaurant or room.' }] })
  const start = new Date(String(data.startDateTime))
  const covers = Number(data.partySize)
  await lockMemberBookings(req, idOf(data.member))
  if (!(await takeCovers(req, { restaurantId: restaurant.id, start, covers, capacity: restaurant.coversPerSlot }))) {
    throw new ValidationError({ collection: 'table-bookings', errors: [{ path: 'startDateTime', message: `${restaurant.name} has not ${covers} covers left at this time (${restaurant.coversPerSlot} a slot).` }] })
  }
  return data
}

/**
 * Members' table bookings (issue 15; spec 001 section 3, Table booking request). Members make
 * and cancel them through the booking code; sales staff may add one for a member here (decision
 * 043). Either way the slot's covers are taken in the same transaction (table_slot_usage,
 * decision 025); staff see each service's bookings here.
 */
export const TableBookings: CollectionConfig = denyByDefault({
  slug: 'table-bookings',
  labels: { singular: 'Table booking', plural: 'Table bookings' },
  admin: {
    hidden: hiddenOutsideRole('sales'),
    group: 'Members',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'startDateTime', 'restaurant', 'partySize', 'member', 'status'],
    description: 'Tables members booked on the website or the app, and those staff booked for them. Filter by restaurant and date to see a service.',
  },
  defaultSort: 'startDateTime',
  access: { read: salesOnly, create: salesOnly, update: nobody, delete: adminOnly },
  hooks: { beforeValidate: [asNewBooking], beforeChange: [takeStaffCovers] },
  fields: [
    // Given by asNewBooking on create, so the back office's form need not (and cannot) fill it in.
    { name: 'reference', type: 'text', required: true, unique: true, validate: () => true as const, admin: { readOnly: true, description: 'Given when the booking is saved.' } },
    {
      type: 'row',
      fields: [
        { name: 'restaurant', type: 'relationship', relationTo: 'restaurants', required: true, index: true },
        { name: 'startDateTime', label: 'Time', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'partySize', label: 'Party', type: 'number', required: true, min: 1, max: 500 },
      ],
    },
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'notes', type: 'textarea', maxLength: BOOKING_NOTES_MAX },
    { name: 'status', type: 'select', required: true, defaultValue: 'confirmed', options: [...BOOKING_STATUSES], index: true, admin: { position: 'sidebar', readOnly: true } },
    { name: 'cancelledAt', label: 'Cancelled at', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // A retried request with the same key answers the first booking (the booking code's own field).
    { name: 'idempotencyKey', type: 'text', hidden: true, access: { read: nobodyField, create: nobodyField, update: nobodyField } },
  ],
  indexes: [{ fields: ['member', 'idempotencyKey'], unique: true }],
})
