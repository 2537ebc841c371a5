import type { Block } from 'payload'

import { linkField, mediaField } from '@/lib/fields/content'

export const Hero: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The big heading over the picture. It is the page title when the hero is the first module.' },
    },
    { name: 'subTitle', type: 'textarea', label: 'Subtitle', admin: { description: 'A line or two under the heading. Optional.' } },
    {
      name: 'scrollText',
      type: 'text',
      label: 'Scroll prompt',
      admin: { description: 'Words beside the scroll-down arrow, e.g. "Scroll to discover". Leave empty for no arrow.' },
    },
    { name: 'buttonRequired', type: 'checkbox', defaultValue: false, label: 'Show a button' },
    {
      type: 'row',
      fields: [
        {
          name: 'buttonText',
          type: 'text',
          label: 'Button text',
          admin: { condition: (_, s) => Boolean(s?.buttonRequired), description: 'e.g. "Book a tour".' },
        },
        linkField('buttonLink', {
          label: 'Button link',
          admin: { condition: (_, s) => Boolean(s?.buttonRequired), description: 'e.g. /book-a-tour or a full address https://…' },
        }),
      ],
    },
    mediaField('icon', {
      label: 'Icon',
      admin: { description: 'A small emblem shown above the heading, e.g. the club crest. Optional.' },
    }),
    mediaField('desktopImage', {
      label: 'Picture',
      required: true,
      admin: { description: 'The background photograph, landscape, at least 1920 px wide.' },
    }),
    mediaField('mobileImage', {
      label: 'Picture for phones',
      admin: { description: 'A portrait crop for phones. Optional: without it phones show the picture above.' },
    }),
  ],
}
