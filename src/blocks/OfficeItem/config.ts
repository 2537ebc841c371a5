import type { Block } from 'payload'

/** One office's card, chosen by its reference, with a button to its page. */
export const OfficeItem: Block = {
  slug: 'officeItem',
  interfaceName: 'OfficeItemBlock',
  labels: { singular: 'Office card', plural: 'Office cards' },
  fields: [
    {
      name: 'officeReference',
      type: 'text',
      label: 'Office',
      required: true,
      admin: {
        description:
          'The office to show, by its reference in the offices section (e.g. CITY-3F-12). Its name, pictures, size, price and availability come from there.',
      },
    },
    { name: 'title', type: 'text', admin: { description: 'Replaces the office’s own name on the card. Optional.' } },
    {
      name: 'cardShape',
      type: 'select',
      label: 'Picture shape',
      required: true,
      defaultValue: 'landscape',
      options: [
        { label: 'Landscape', value: 'landscape' },
        { label: 'Portrait', value: 'portrait' },
      ],
    },
    { name: 'showPrice', type: 'checkbox', label: 'Show the monthly price', defaultValue: true },
    { name: 'buttonText', type: 'text', required: true, defaultValue: 'View office', admin: { description: 'The button to the office’s page.' } },
  ],
}
