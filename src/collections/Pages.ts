import type { CollectionConfig } from 'payload'

import { blockConfigs } from '@/blocks/configs'
import { denyByDefault, publishedOrContentStaff, contentOnly, hiddenOutsideRole } from '@/lib/access'
import { normalizePathHook } from '@/lib/fields/path'
import { expire, tags } from '@/lib/revalidate'

type PageDoc = { path?: string; _status?: string }

export const Pages: CollectionConfig = denyByDefault({
  slug: 'pages',
  admin: {
    hidden: hiddenOutsideRole('content'),
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    description: 'Every page of the public site. A page is a list of modules shown top to bottom.',
    // Opens the site in draft mode (src/app/(site)/preview): the page as saved, before publishing.
    preview: (doc) => (typeof doc?.path === 'string' ? `/preview?path=${encodeURIComponent(doc.path)}` : null),
  },
  access: {
    read: publishedOrContentStaff,
    readVersions: contentOnly,
    create: contentOnly,
    update: contentOnly,
    delete: contentOnly,
    unlock: contentOnly,
  },
  versions: { drafts: { autosave: false, schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    afterChange: [
      ({ doc, previousDoc }) => {
        for (const d of [doc, previousDoc] as PageDoc[]) if (d?.path) expire(tags.page(d.path))
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        if ((doc as PageDoc).path) expire(tags.page((doc as PageDoc).path!))
        return doc
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'Shown in the browser tab after the site name.' } },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The address of the page, e.g. /fulham or /membership/book-a-tour.' },
      hooks: { beforeValidate: [normalizePathHook] },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\/[a-z0-9\-._~/%{}]*$/.test(value) ? true : 'Use a path such as /fulham (letters, digits and hyphens).',
    },
    {
      name: 'headerForegroundColour',
      type: 'select',
      defaultValue: 'light',
      options: [
        { label: 'Light text (for dark heroes)', value: 'light' },
        { label: 'Dark text (for light pages)', value: 'dark' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'requiresAuthentication',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Marks a members-only page. Enforcement arrives with member sign-in.' },
    },
    {
      name: 'hideHeaderAndFooter',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Show the page without the site header, footer and banners.' },
    },
    {
      name: 'hideFromSearch',
      label: 'Hide from search engines',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Asks search engines not to list the page, and leaves it out of /sitemap.xml. Members-only pages are always hidden.' },
    },
    {
      name: 'metaDescription',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'For search engines. Left empty, the site-wide description is used.' },
    },
    {
      name: 'layout',
      label: 'Modules',
      type: 'blocks',
      blocks: blockConfigs,
      admin: {
        initCollapsed: true,
        description:
          'The page, top to bottom. The first module loads its picture first, so start with a hero or header. The /styleguide page shows every module with example copy. Save a draft and press Preview to see it on the site before publishing.',
      },
    },
  ],
})
