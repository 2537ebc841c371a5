import type { Field } from 'payload'

import { isFormId, isPortalId } from '@/lib/validation/hubspot-form'

const optional =
  (test: (value: string) => boolean, message: string) =>
  (value: unknown): true | string =>
    value === undefined || value === null || value === '' || (typeof value === 'string' && test(value.trim())) ? true : message

/**
 * The three settings that identify a HubSpot form (portal, form, data centre). Shared by the
 * marketing form block and the office and event enquiry panels, which embed the same kind of form.
 */
export function hubspotFields(): Field[] {
  return [
    {
      type: 'row',
      fields: [
        {
          name: 'portalId',
          type: 'text',
          label: 'HubSpot portal id',
          validate: optional(isPortalId, 'The portal id is a number, e.g. 25123456 (HubSpot: Settings > Account details).'),
          admin: { description: 'The number of the HubSpot account, e.g. 25123456. Left empty, visitors see nothing here.' },
        },
        {
          name: 'formId',
          type: 'text',
          label: 'HubSpot form id',
          validate: optional(isFormId, 'The form id looks like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f (HubSpot: the form’s Share > Embed code).'),
          admin: { description: 'From the form’s embed code in HubSpot, e.g. 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f.' },
        },
      ],
    },
    {
      name: 'region',
      type: 'select',
      label: 'HubSpot data centre',
      required: true,
      defaultValue: 'eu1',
      options: [
        { label: 'Europe (eu1)', value: 'eu1' },
        { label: 'North America (na1)', value: 'na1' },
      ],
      admin: { description: 'Where the HubSpot account is hosted: the "region" in the embed code. Ours is Europe.' },
    },
  ]
}
