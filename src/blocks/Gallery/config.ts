import type { Block, Field } from 'payload'

export const GALLERY_PATTERNS = ['full-bleed', 'four-squares', 'two-squares-portrait', 'portrait-two-squares'] as const
export type GalleryPattern = (typeof GALLERY_PATTERNS)[number]

/** Spec 000 section 2: only the first 10 items of a group are shown. */
export const GALLERY_MAX_ITEMS = 10

const mediaItemFields: Field[] = [
  {
    name: 'mediaType',
    type: 'select',
    label: 'Type',
    required: true,
    defaultValue: 'image',
    options: [
      { label: 'Image', value: 'image' },
      { label: 'Video', value: 'video' },
    ],
  },
  {
    name: 'file',
    type: 'upload',
    relationTo: 'media',
    label: 'File',
    admin: { description: 'The picture, or a video file (MP4 or WebM).' },
    validate: (value: unknown, { siblingData }: { siblingData: Partial<{ mediaType: string }> }) =>
      value || siblingData.mediaType === 'video' ? true : 'Upload or choose a picture.',
  },
  {
    name: 'mediaItemUrl',
    type: 'text',
    label: 'Video address',
    admin: {
      condition: (_, s) => s?.mediaType === 'video',
      description:
        'Instead of uploading: a video file on this site (/videos/tour.mp4) plays in place; any other address (YouTube, Vimeo) opens in a new tab.',
    },
    validate: (value: unknown, { siblingData }: { siblingData: Partial<{ mediaType: string; file: unknown }> }) => {
      if (siblingData.mediaType !== 'video' || siblingData.file) return true
      if (typeof value !== 'string' || !value.trim()) return 'Upload a video file or give its address.'
      return /^(\/[^/\s]\S*|https?:\/\/\S+)$/.test(value.trim()) ? true : 'Use a path such as /videos/tour.mp4 or a full address starting https://.'
    },
  },
  {
    name: 'altText',
    type: 'text',
    label: 'Alternative text',
    admin: { description: "Describes the picture or video for people who can't see it. Leave empty to use the file's own description." },
  },
  {
    name: 'caption',
    type: 'text',
    admin: { description: 'Shown under the item. Cut at 30 characters.' },
  },
  {
    name: 'description',
    type: 'textarea',
    admin: { description: 'A longer note shown under the caption. Optional; cut at 750 characters.' },
  },
]

export const Gallery: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Gallery', plural: 'Gallery' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'A heading above the gallery. Optional.' } },
    {
      name: 'pattern',
      type: 'select',
      required: true,
      defaultValue: 'full-bleed',
      options: [
        { label: 'Full bleed: one wide picture at a time', value: 'full-bleed' },
        { label: 'Four squares', value: 'four-squares' },
        { label: 'Two squares, then a portrait', value: 'two-squares-portrait' },
        { label: 'A portrait, then two squares', value: 'portrait-two-squares' },
      ],
      admin: { description: 'How the pictures are arranged on tablets and computers. Phones always show one at a time in a swipeable row.' },
    },
    {
      name: 'groups',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Group', plural: 'Groups' },
      admin: { description: 'Each group is a tab on tablets and computers (e.g. "Fulham", "Knightsbridge"); phones show the groups one under another.' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'The tab name, e.g. "The Terrace".' } },
        { name: 'description', type: 'textarea', admin: { description: 'A short introduction to the group. Optional; cut at 750 characters.' } },
        {
          name: 'gallery',
          type: 'array',
          label: 'Pictures and videos',
          labels: { singular: 'Item', plural: 'Items' },
          minRows: 1,
          admin: { description: `Only the first ${GALLERY_MAX_ITEMS} are shown on the site.`, initCollapsed: true },
          fields: mediaItemFields,
        },
        {
          name: 'showSlider',
          type: 'checkbox',
          label: 'Show as a slideshow',
          defaultValue: true,
          admin: { description: 'On: the arrangement repeats in a slideshow with arrows. Off: every picture is shown at once, one arrangement under another.' },
        },
      ],
    },
  ],
}
