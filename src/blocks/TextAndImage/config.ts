import type { Block } from 'payload'

import { colourField, linkField, mediaField } from '@/lib/fields/content'

export const TextAndImage: Block = {
  slug: 'textAndImage',
  interfaceName: 'TextAndImageBlock',
  labels: { singular: 'Text and image', plural: 'Text and image' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'The heading of the section. Optional.' } },
    { name: 'body', type: 'richText', admin: { description: 'The text beside the picture.' } },
    mediaField('image', {
      label: 'Picture',
      admin: { description: 'Shown beside the text. With a video, it is the still shown before the video plays.' },
    }),
    {
      type: 'collapsible',
      label: 'Video (optional)',
      admin: { initCollapsed: true },
      fields: [
        mediaField('videoFile', {
          label: 'Video file',
          filterOptions: { mimeType: { contains: 'video' } },
          admin: { description: 'An MP4 or WebM video. It plays in place when the visitor presses play.' },
        }),
        {
          name: 'videoUrl',
          type: 'text',
          label: 'Video address',
          admin: {
            description:
              'Instead of uploading: a video file on this site (/videos/tour.mp4) plays in place; any other address (YouTube, Vimeo) opens in a new tab.',
          },
          validate: (value: unknown) =>
            value === undefined || value === null || value === '' || (typeof value === 'string' && /^(\/[^/\s]\S*|https?:\/\/\S+)$/.test(value.trim()))
              ? true
              : 'Use a path such as /videos/tour.mp4 or a full address starting https://.',
        },
      ],
    },
    {
      name: 'imageOnLeft',
      type: 'checkbox',
      label: 'Picture on the left',
      defaultValue: false,
      admin: { description: 'On tablets and computers. Phones always show the picture above the text.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', type: 'text', label: 'Button text', admin: { description: 'Leave empty for no button.' } },
        linkField('buttonLink', { label: 'Button link', admin: { description: 'e.g. /private-hire or https://…' } }),
      ],
    },
    colourField('colour'),
  ],
}
