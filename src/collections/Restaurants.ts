import type { CollectionConfig } from 'payload'

import { denyByDefault, hiddenOutsideRole, salesOnly } from '@/lib/access'
import { validTime, WEEKDAYS } from '@/model/tables'

/**
 * The restaurants and rooms members book tables in (issue 15; spec 001 section 3: a slot's
 * product group). Each belongs to a club and has its services (days, first and last seating), its
 * slot length and covers per slot, and its closures. The id is the API's productGroupId.
 */
export const Restaurants: CollectionConfig = denyByDefault({
  slug: 'restaurants',
  labels: { singular: 'Restaurant or room', plural: 'Restaurants and rooms' },
  admin: {
    hidden: hiddenOutsideRole('sales'),
    group: 'Members',
    useAsTitle: 'name',
    defaultColumns: ['name', 'club', 'coversPerSlot', 'slotMinutes', 'active'],
    description: 'Where members book tables: services, covers per slot and closures. Bookings are in Table bookings.',
  },
  access: { read: salesOnly, create: salesOnly, update: salesOnly, delete: salesOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { description: 'As members see it, e.g. "The Garden Restaurant".' } },
        { name: 'club', type: 'relationship', relationTo: 'clubs', required: true, index: true },
      ],
    },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: 'Untick to stop taking bookings (existing ones stand).' } },
    {
      type: 'row',
      fields: [
        { name: 'slotMinutes', label: 'Slot length (minutes)', type: 'number', required: true, defaultValue: 30, min: 15, max: 240, admin: { description: 'A slot starts every this many minutes.' } },
        { name: 'coversPerSlot', label: 'Covers per slot', type: 'number', required: true, defaultValue: 20, min: 1, max: 500, admin: { description: 'Guests who may start at the same time.' } },
        { name: 'maxPartySize', label: 'Largest party', type: 'number', required: true, defaultValue: 8, min: 1, max: 50, admin: { description: 'Bigger parties call the club.' } },
        { name: 'daysAhead', label: 'Bookable days ahead', type: 'number', required: true, defaultValue: 60, min: 1, max: 365 },
      ],
    },
    {
      name: 'services',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Service', plural: 'Services' },
      admin: { description: 'E.g. Lunch, Monday to Friday, first seating 12:00, last 14:30. Times are London time.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, admin: { description: 'Lunch, Dinner, Brunch…' } },
            { name: 'opens', label: 'First seating', type: 'text', required: true, validate: validTime, admin: { placeholder: '12:00' } },
            { name: 'lastSeating', label: 'Last seating', type: 'text', required: true, validate: validTime, admin: { placeholder: '14:30' } },
          ],
        },
        { name: 'days', type: 'select', hasMany: true, required: true, options: WEEKDAYS.map((d) => ({ label: d, value: d })) },
      ],
    },
    {
      name: 'closures',
      type: 'array',
      labels: { singular: 'Closure', plural: 'Closures' },
      admin: { description: 'Days with no bookings, e.g. Christmas, or a private hire of the whole room.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
            { name: 'to', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Empty: one day.' } },
            { name: 'reason', type: 'text' },
          ],
        },
      ],
    },
  ],
})
