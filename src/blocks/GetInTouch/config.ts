import type { Block, Field } from 'payload'

import { colourField, linkField, mediaField } from '@/lib/fields/content'

const ACTION_HELP = 'Where the button goes: a page (/membership), a full address (https://…), an e-mail (mailto:events@…) or a phone number (tel:02071234567).'

/** One of the three buttons of a card: its words and where it leads. */
const button = (ordinal: 'One' | 'Two' | 'Three'): Field => ({
  type: 'row',
  fields: [
    { name: `button${ordinal}Text`, type: 'text', label: `Button ${ordinal.toLowerCase()} text`, admin: { description: 'Leave empty for no button.' } },
    linkField(`button${ordinal}Action`, { label: `Button ${ordinal.toLowerCase()} action`, admin: { description: ACTION_HELP } }),
  ],
})

export const GetInTouch: Block = {
  slug: 'getInTouch',
  interfaceName: 'GetInTouchBlock',
  labels: { singular: 'Get in touch', plural: 'Get in touch' },
  fields: [
    { name: 'title', type: 'text', label: 'Section title', admin: { description: 'A heading above the cards, e.g. "Get in touch". Optional.' } },
    {
      name: 'items',
      type: 'array',
      label: 'Cards',
      labels: { singular: 'Card', plural: 'Cards' },
      required: true,
      minRows: 1,
      maxRows: 6,
      admin: { description: 'One card per team or way of reaching you, e.g. "Membership", "Private hire". At most 6.' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'The card heading, e.g. "Private events".' } },
        mediaField('image', { admin: { description: 'A photo for the card. Its alt text is read to blind visitors. Optional.' } }),
        button('One'),
        button('Two'),
        button('Three'),
        {
          name: 'ctaText',
          type: 'textarea',
          label: 'Call-to-action text',
          admin: { description: 'A short line under the buttons, e.g. "Prefer to talk? Our team is here 9am to 6pm." Optional; cut at 750 characters.' },
        },
        {
          name: 'ctaButton',
          type: 'group',
          label: 'Call-to-action button',
          admin: { description: 'An extra button under the call-to-action text. Optional: leave both empty for none.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', admin: { description: 'e.g. "Book a tour".' } },
                linkField('link', { admin: { description: ACTION_HELP } }),
              ],
            },
          ],
        },
      ],
    },
    colourField('colour'),
  ],
}
