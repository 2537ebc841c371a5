import type { Block } from 'payload'

import { linkField, mediaField } from '@/lib/fields/content'

const isVideo = (_: unknown, siblingData: { mediaType?: string } | undefined) => siblingData?.mediaType === 'video'

/** A full-width photograph or silent looping video with a title, text and an optional button over it. */
export const Splash: Block = {
  slug: 'splash',
  interfaceName: 'SplashBlock',
  labels: { singular: 'Splash (image or video)', plural: 'Splash (image or video)' },
  fields: [
    {
      name: 'mediaType',
      type: 'select',
      label: 'Image or video',
      required: true,
      defaultValue: 'image',
      options: [
        { label: 'Image', value: 'image' },
        { label: 'Video', value: 'video' },
      ],
    },
    mediaField('image', {
      required: true,
      admin: {
        description:
          'The splash photograph. With a video it is the still shown before the video plays, and the only thing shown to visitors who ask their device for reduced motion until they press play.',
      },
    }),
    mediaField('video', {
      label: 'Video file',
      filterOptions: { mimeType: { in: ['video/mp4', 'video/webm'] } },
      admin: {
        condition: isVideo,
        description: 'An uploaded MP4 or WebM file. It plays silently on a loop. Keep it short and under 10 MB.',
      },
    }),
    linkField('videoUrl', {
      label: 'Or video address',
      admin: {
        condition: isVideo,
        description: 'A direct link to an MP4 or WebM file (https://…/film.mp4), used when no file is uploaded above.',
      },
    }),
    { name: 'title', type: 'text', required: true, admin: { description: 'Shown large over the image or video.' } },
    {
      name: 'text',
      type: 'textarea',
      admin: { description: 'A short paragraph under the title. Optional; text over 750 characters is cut with "...".' },
    },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', type: 'text', admin: { description: 'Optional. The button shows only with both text and link.' } },
        linkField('buttonLink'),
      ],
    },
  ],
}
