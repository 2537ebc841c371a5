import type { CollectionConfig } from 'payload'

import { ContactList } from '@/blocks/ContactList/config'
import { AMENITY_ICONS } from '@/model/offices'
import { denyByDefault, contentOnly, visibleOrContentStaff, hiddenOutsideRole } from '@/lib/access'
import { linkField, mediaField } from '@/lib/fields/content'
import { contentTags, revalidateTag$ } from '@/lib/revalidate'

// The office's contacts have the contact list module's shape (spec 000 section 3, Contact list).
const contactGroups = ContactList.fields.find((f) => 'name' in f && f.name === 'groups')!

/**
 * Offices to rent (spec 000 section 3: Office content and Office search index). Searched in SQL by
 * src/features/offices/search.server.ts: price, workstations, club and availability are columns.
 */
export const Offices: CollectionConfig = denyByDefault({
  slug: 'offices',
  labels: { singular: 'Office', plural: 'Offices' },
  admin: {
    hidden: hiddenOutsideRole('content'),
    useAsTitle: 'title',
    group: 'Events and spaces',
    defaultColumns: ['title', 'officeGroupId', 'location', 'pricePerMonth', 'workstations', 'availableFrom', 'visible'],
    description: 'Searchable on the office pages, cheapest first.',
  },
  access: { read: visibleOrContentStaff, create: contentOnly, update: contentOnly, delete: contentOnly },
  hooks: { afterChange: [revalidateTag$(contentTags.offices)], afterDelete: [revalidateTag$(contentTags.offices)] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120, admin: { description: 'e.g. "Eight-desk studio".' } },
        {
          name: 'officeGroupId',
          type: 'text',
          label: 'Reference',
          required: true,
          unique: true,
          index: true,
          validate: (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(value) ? true : 'Letters, numbers, hyphens and underscores, e.g. CITY-3F-12.'),
          admin: { description: 'Its page is /office-detail?officeId={reference}.' },
        },
      ],
    },
    { name: 'visible', type: 'checkbox', label: 'Show on the website', defaultValue: true, index: true, admin: { position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'relationship', relationTo: 'clubs', required: true, index: true, admin: { description: 'The club the office is in.' } },
        { name: 'displayName', type: 'text', admin: { description: 'The location as shown on the card, e.g. "City, 3rd floor". Defaults to the club’s name.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'pricePerMonth', type: 'number', label: 'Price per month (£)', required: true, min: 0, index: true },
        { name: 'workstations', type: 'number', label: 'Workstations', required: true, min: 1, max: 1000, index: true },
        {
          name: 'availableFrom',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }, description: '“Available now” means from within three months of today.' },
        },
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 750, admin: { description: 'For the cards; cut at 750 characters.' } },
    { name: 'longDescription', type: 'richText' },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Pictures',
          fields: [
            mediaField('image', { required: true, admin: { description: 'The main picture.' } }),
            { name: 'landscapeImages', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 20 },
            { name: 'portraitImages', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 20 },
            mediaField('floorPlanImage'),
            {
              name: 'floorplanList',
              type: 'array',
              labels: { singular: 'Floor plan', plural: 'Floor plans' },
              maxRows: 10,
              fields: [
                { type: 'row', fields: [mediaField('preview', { required: true }), linkField('ctaLink', { admin: { description: 'The full plan (a PDF, say).' } })] },
              ],
            },
          ],
        },
        {
          label: 'Details',
          fields: [
            {
              name: 'info',
              type: 'array',
              labels: { singular: 'Fact', plural: 'Facts' },
              maxRows: 12,
              admin: { description: 'e.g. Floor: 3rd; Size: 450 sq ft.' },
              fields: [{ type: 'row', fields: [{ name: 'title', type: 'text', required: true }, { name: 'detail', type: 'text', required: true }] }],
            },
            {
              name: 'prices',
              type: 'array',
              labels: { singular: 'Price', plural: 'Prices' },
              maxRows: 8,
              admin: { description: 'Price lines as shown, e.g. "12-month term" / "£4,200 pcm + VAT".' },
              fields: [{ type: 'row', fields: [{ name: 'label', type: 'text', required: true }, { name: 'value', type: 'text', required: true }] }],
            },
            {
              name: 'amenities',
              type: 'array',
              maxRows: 20,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'icon', type: 'select', required: true, options: AMENITY_ICONS.map(({ value, label }) => ({ value, label })) },
                    { name: 'text', type: 'text', required: true },
                  ],
                },
              ],
            },
            { name: 'facilities', type: 'array', maxRows: 30, fields: [{ name: 'text', type: 'text', required: true }] },
            { name: 'featureList', type: 'array', label: 'Features', maxRows: 30, fields: [{ name: 'text', type: 'text', required: true }] },
          ],
        },
        {
          label: 'Contacts',
          fields: [
            {
              ...(contactGroups as object),
              name: 'contactGroups',
              required: false,
              minRows: 0,
              admin: { description: 'The office team. On phones the first e-mail and phone number become sticky E-mail and WhatsApp buttons.' },
            } as never,
          ],
        },
      ],
    },
  ],
})
