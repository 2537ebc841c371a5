import type { Block } from 'payload'

import { hubspotFields } from '@/lib/fields/hubspot-form'

export const MarketingForm: Block = {
  slug: 'marketingForm',
  interfaceName: 'MarketingFormBlock',
  labels: { singular: 'Marketing form (HubSpot)', plural: 'Marketing form (HubSpot)' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'A heading above the form, e.g. "Stay in touch". Optional.' } },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 500,
      admin: { description: 'A short line under the heading. Optional.' },
    },
    ...hubspotFields(),
    {
      name: 'background',
      type: 'select',
      defaultValue: 'white',
      options: [
        { label: 'White', value: 'white' },
        { label: 'Pink', value: 'pink' },
      ],
      admin: { description: 'Background of the section. HubSpot forms are styled for light backgrounds, so black is not offered.' },
    },
  ],
}
