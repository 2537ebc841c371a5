import type { Block } from 'payload'

export const Hero: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'subTitle', type: 'textarea' },
    { name: 'scrollText', type: 'text', admin: { description: 'Words beside the scroll-down arrow, e.g. "Scroll to discover".' } },
    { name: 'buttonRequired', type: 'checkbox', defaultValue: false, label: 'Show a button' },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', type: 'text', admin: { condition: (_, s) => Boolean(s?.buttonRequired) } },
        { name: 'buttonLink', type: 'text', admin: { condition: (_, s) => Boolean(s?.buttonRequired), description: 'e.g. /membership/book-a-tour' } },
      ],
    },
    { name: 'desktopImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'mobileImage', type: 'upload', relationTo: 'media', admin: { description: 'A portrait crop for phones. Optional.' } },
  ],
}
