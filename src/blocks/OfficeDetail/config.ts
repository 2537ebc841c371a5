import type { Block } from 'payload'

/**
 * The office chosen on the office search (/office-detail?officeId={reference}): everything shown
 * comes from the offices section; the block only chooses what to show and the button words.
 */
export const OfficeDetail: Block = {
  slug: 'officeDetail',
  interfaceName: 'OfficeDetailBlock',
  labels: { singular: 'Office detail', plural: 'Office detail' },
  fields: [
    {
      name: 'enquireButtonText',
      type: 'text',
      defaultValue: 'ENQUIRE',
      admin: {
        description:
          'The words of the price box’s button that opens the office enquiry (ENQUIRE when empty); each enquiry names the office, and its urgent contacts are the office’s own. The page shows the office chosen on the office search: its pictures, description, prices, facilities, amenities and floor plans come from the offices section.',
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
