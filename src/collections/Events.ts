import type { CollectionBeforeChangeHook, CollectionConfig, Field, FieldHook } from 'payload'

import { ItineraryBooking } from '@/blocks/ItineraryBooking/config'
import { categoryMask } from '@/model/event-category-mask'
import { currentLastFewRule, eventStockStatus } from '@/model/event-stock.server'
import { EVENT_CATEGORIES, EVENT_STATUSES, EVENT_TYPES } from '@/model/events'
import { denyByDefault, contentOnly, visibleOrContentStaff, hiddenOutsideRole } from '@/lib/access'
import { mediaField } from '@/lib/fields/content'
import { contentTags, revalidateTag$ } from '@/lib/revalidate'

const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)

/** An empty slug is made from the title, so staff need not think about addresses. */
const slugFromTitle: FieldHook = ({ value, data }) =>
  typeof value === 'string' && value.trim() ? slugify(value) : typeof data?.title === 'string' ? slugify(data.title) : value

const endsAfterStart = (value: unknown, { siblingData }: { siblingData?: { startsAt?: string | null } }) =>
  !value || !siblingData?.startsAt || new Date(String(value)) > new Date(siblingData.startsAt) ? true : 'The end must be after the start.'

/** The categories as bits for the search; a partial update without them keeps the stored ones. */
const maskFromCategories: FieldHook = ({ siblingData, originalDoc }) =>
  categoryMask(Array.isArray(siblingData?.eventCategories) ? siblingData.eventCategories : originalDoc?.eventCategories)

// The ticket items are the itinerary module's items, so the two never drift apart.
const itineraryItems = ItineraryBooking.fields.find((f) => 'name' in f && f.name === 'items')!

/** An event's tickets are sold from stock (docs/decisions/026); the itinerary module's items are not. */
const ticketStockRow: Field = {
  type: 'row',
  fields: [
    {
      name: 'quantityAvailable',
      label: 'Quantity available',
      type: 'number',
      min: 0,
      max: 100000,
      admin: { description: 'How many can be sold in all. Empty: no limit. Seats being paid for count until they are paid or released.' },
    },
    {
      name: 'priceIdentifier',
      label: 'Catalogue price',
      type: 'select',
      options: [
        { label: 'Summit ticket', value: 'summitTicket' },
        { label: 'Summit transfer', value: 'summitTransfer' },
      ],
      admin: { description: 'Charge Stripe’s price set under Settings > Tickets instead of the price above. Optional.' },
    },
  ],
}

/** The status is the stock's, on every save: what staff send for it is not kept (docs/decisions/048). */
const statusFromStock: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const tickets = data.tickets !== undefined ? data.tickets : originalDoc?.tickets
  data.eventStatus = await eventStockStatus(req.payload, originalDoc?.id, tickets, await currentLastFewRule(req.payload, req))
  return data
}

/**
 * Events the club sells (spec 000 section 3: Event, Featured event, Event search index, Itinerary
 * purchase item). Searched in SQL by src/features/events/search.server.ts.
 */
export const Events: CollectionConfig = denyByDefault({
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  admin: {
    hidden: hiddenOutsideRole('content'),
    useAsTitle: 'title',
    group: 'Events and spaces',
    defaultColumns: ['title', 'startsAt', 'club', 'eventStatus', 'visible'],
    description: 'Listed on the events pages from their start time on, soonest first.',
  },
  defaultSort: '-startsAt',
  access: { read: visibleOrContentStaff, create: contentOnly, update: contentOnly, delete: contentOnly },
  hooks: { beforeChange: [statusFromStock], afterChange: [revalidateTag$(contentTags.events)], afterDelete: [revalidateTag$(contentTags.events)] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 140 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [slugFromTitle] },
      validate: (value: unknown) => (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Use lower-case letters, numbers and hyphens.'),
      admin: { position: 'sidebar', description: 'The page address: /event/{slug}. Made from the title when left empty.' },
    },
    {
      name: 'visible',
      type: 'checkbox',
      label: 'Show on the website',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15, displayFormat: 'd MMM yyyy HH:mm' }, description: 'London time.' },
        },
        {
          name: 'endsAt',
          type: 'date',
          validate: endsAfterStart,
          admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15, displayFormat: 'd MMM yyyy HH:mm' }, description: 'Optional.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'club', type: 'relationship', relationTo: 'clubs', required: true, index: true },
        {
          name: 'eventStatus',
          type: 'select',
          label: 'Ticket status',
          required: true,
          defaultValue: 'on-sale',
          index: true,
          options: EVENT_STATUSES.map(({ value, label }) => ({ value, label })),
          // Never a label staff set: the tickets' stock and Settings > Tickets decide (docs/decisions/048).
          admin: {
            readOnly: true,
            description: 'Set from the tickets below: SOLD OUT when none are left, LAST FEW TICKETS when few are (Settings > Tickets). Close an item with its “sold out” switch or its quantity.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'eventType',
          type: 'select',
          label: 'Who it is for',
          required: true,
          defaultValue: 'members',
          index: true,
          options: EVENT_TYPES.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'eventCategories',
          type: 'select',
          label: 'Categories',
          hasMany: true,
          options: EVENT_CATEGORIES.map(({ value, label }) => ({ value, label })),
        },
      ],
    },
    {
      // Written by the hook from the categories, read only by the search's SQL.
      name: 'categoryMask',
      type: 'number',
      access: { read: () => false },
      admin: { hidden: true },
      hooks: { beforeChange: [maskFromCategories] },
    },
    {
      type: 'row',
      fields: [
        { name: 'eventPrice', type: 'number', label: 'Price from (£)', min: 0, admin: { description: 'Shown as "from £{price}". Leave empty for free events.' } },
        { name: 'venueName', type: 'text', admin: { description: 'e.g. The Terrace. Optional.' } },
      ],
    },
    { name: 'venueAddress', type: 'textarea', admin: { description: 'Defaults to the club’s address when empty.' } },
    { name: 'description', type: 'textarea', maxLength: 300, admin: { description: 'One or two lines for the event cards.' } },
    { name: 'shortDescription', type: 'textarea', maxLength: 750, admin: { description: 'The opening paragraph on the event page and the featured event.' } },
    { name: 'longDescription', type: 'richText' },
    {
      type: 'row',
      fields: [
        mediaField('headerImage', { required: true, admin: { description: 'Cards and the top of the event page.' } }),
        mediaField('coverImage', { admin: { description: 'The featured event picture. Defaults to the header image.' } }),
      ],
    },
    {
      name: 'shareLink',
      type: 'text',
      admin: { description: 'A link to share instead of the event page, e.g. a campaign address. Optional.' },
    },
    {
      type: 'collapsible',
      label: 'Tickets',
      admin: { initCollapsed: false },
      fields: [
        {
          ...(itineraryItems as object),
          name: 'tickets',
          required: false,
          minRows: 0,
          fields: [...(itineraryItems as { fields: Field[] }).fields, ticketStockRow],
          admin: { description: 'What guests can buy on /event-tickets/{slug}, each within its minimum and maximum. Leave empty when tickets are not sold online.' },
        } as never,
        {
          name: 'stockSoldOut',
          label: 'Every ticket is taken',
          type: 'checkbox',
          defaultValue: false,
          access: { update: () => false, create: () => false },
          admin: { readOnly: true, description: 'Set by ticket sales when no item has enough left for an order; shown as SOLD OUT until seats come back.' },
        },
      ],
    },
  ],
})
