import type { Block } from 'payload'

/** Registered now so staff can place it; its component arrives with the offices capability. */
export const OfficeDetail: Block = {
  slug: 'officeDetail',
  interfaceName: 'OfficeDetailBlock',
  labels: { singular: 'Office detail', plural: 'Office detail' },
  fields: [
    {
      name: 'enquireButtonText',
      type: 'text',
      required: true,
      defaultValue: 'ENQUIRE',
      admin: {
        description:
          'The button that opens the office enquiry. The page shows the office chosen on the office search: its pictures, description, prices, facilities, amenities and floor plans come from the offices section.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'showPrices', type: 'checkbox', label: 'Show prices', defaultValue: true },
        { name: 'showAmenities', type: 'checkbox', label: 'Show amenities', defaultValue: true },
        { name: 'showFloorPlans', type: 'checkbox', label: 'Show floor plans', defaultValue: true },
      ],
    },
    {
      name: 'backLinkText',
      type: 'text',
      label: 'Back link text',
      defaultValue: 'Back to offices',
      admin: { description: 'The link back to the office search.' },
    },
  ],
}
