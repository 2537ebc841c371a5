import type { Block } from 'payload'

import { colourField } from '@/lib/fields/content'

export const PopupBlock: Block = {
  slug: 'popupBlock',
  interfaceName: 'PopupBlockBlock',
  labels: { singular: 'Popup', plural: 'Popup' },
  fields: [
    { name: 'title', type: 'text', required: true, label: 'Title', admin: { description: 'e.g. "Private hire at Knightsbridge".' } },
    {
      name: 'subTitles',
      type: 'array',
      label: 'Sub-titles',
      labels: { singular: 'Sub-title', plural: 'Sub-titles' },
      maxRows: 3,
      admin: { description: 'Short lines under the title (at most 3).' },
      fields: [{ name: 'text', type: 'text', required: true, label: 'Sub-title' }],
    },
    {
      name: 'bulletPoints',
      type: 'array',
      label: 'Bullet points',
      labels: { singular: 'Bullet point', plural: 'Bullet points' },
      maxRows: 6,
      admin: { description: 'Up to six points, shown in a window that opens from the button.' },
      fields: [{ name: 'text', type: 'text', required: true, label: 'Bullet point' }],
    },
    {
      name: 'buttonText',
      type: 'text',
      defaultValue: "See what's included",
      label: 'Button text',
      admin: { description: 'The button that opens the bullet points. Hidden when there are no bullet points.' },
    },
    { name: 'ctaText', type: 'text', label: 'Call-to-action text', admin: { description: 'Words before the phone number, e.g. "Speak to our events team".' } },
    { name: 'phoneNumber', type: 'text', label: 'Phone number', admin: { description: 'As it should read, e.g. "020 7123 4567". Visitors can tap it to call.' } },
    colourField('colour', { required: true }),
  ],
}
