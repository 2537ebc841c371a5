import type { Block } from 'payload'

import { mediaField } from '@/lib/fields/content'

/** A full-width photograph with the page title over it. */
export const ImageHeader: Block = {
  slug: 'imageHeader',
  interfaceName: 'ImageHeaderBlock',
  labels: { singular: 'Image header', plural: 'Image header' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'Shown over the image. As the first module of a page it is the page’s main heading.' },
    },
    {
      name: 'subTitle',
      type: 'textarea',
      label: 'Subtitle',
      admin: { description: 'A short line under the title. Optional; text over 750 characters is cut with "...".' },
    },
    mediaField('desktopImage', {
      label: 'Image',
      required: true,
      admin: { description: 'A wide landscape photograph (at least 1920 px wide). The title sits over its lower part.' },
    }),
    mediaField('mobileImage', {
      label: 'Phone image',
      admin: { description: 'A portrait crop for phones (under 834 px wide). Optional: without it phones get the image above.' },
    }),
  ],
}
