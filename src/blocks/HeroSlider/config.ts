import type { Block } from 'payload'

import { linkField, mediaField } from '@/lib/fields/content'

export const HeroSlider: Block = {
  slug: 'heroSlider',
  interfaceName: 'HeroSliderBlock',
  labels: { singular: 'Hero slideshow', plural: 'Hero slideshow' },
  fields: [
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Slide', plural: 'Slides' },
      admin: {
        description: 'Full-screen pictures that fade from one to the next every 2.5 seconds, each with a "Book A Tour" button. At most 8.',
        initCollapsed: true,
      },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'The big heading of the slide.' } },
        { name: 'subtitle', type: 'textarea', admin: { description: 'A line under the heading. Optional.' } },
        linkField('ctaLink', {
          label: 'Book A Tour link',
          admin: { description: 'Where the "Book A Tour" button goes. Leave empty for /book-a-tour.' },
        }),
        {
          type: 'row',
          fields: [
            mediaField('imageDesktop', {
              label: 'Picture',
              required: true,
              admin: { description: 'Landscape, at least 1920 px wide.' },
            }),
            mediaField('imageMobile', {
              label: 'Picture for phones',
              admin: { description: 'A portrait crop for phones. Optional.' },
            }),
          ],
        },
      ],
    },
  ],
}
