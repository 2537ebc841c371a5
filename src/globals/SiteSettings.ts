import type { GlobalConfig, TextField } from 'payload'

import { normalizePathHook } from '@/lib/fields/path'

import { shellGlobal } from './shellGlobal'

const pathField = (name: string, description: string): TextField => ({
  name,
  type: 'text',
  required: true,
  admin: { description },
  hooks: { beforeValidate: [normalizePathHook] },
})

export const SiteSettings: GlobalConfig = shellGlobal({
  slug: 'settings',
  label: 'Site settings',
  fields: [
    { name: 'productName', type: 'text', required: true, defaultValue: 'Clubhouse', admin: { description: 'Put before every page title, e.g. "Clubhouse | Fulham".' } },
    pathField('homePage', 'The page shown at the site address, e.g. /home.'),
    pathField('membershipPage', 'The membership landing page, e.g. /membership.'),
    { name: 'globalMetaDescription', type: 'textarea', required: true, admin: { description: 'For search engines, on pages without their own description.' } },
    { name: 'favicon', type: 'upload', relationTo: 'media' },
    { name: 'hideCookieBar', type: 'checkbox', defaultValue: false, admin: { description: 'Hide the cookie notice on every page.' } },
    { name: 'phoneNumber', type: 'text', required: true, admin: { description: 'The number in the header and the menu, e.g. 020 7123 4567.' } },
    {
      name: 'banners',
      type: 'array',
      admin: { description: 'Announcements rotating above the header. Leave empty for no banner.' },
      fields: [
        { name: 'bannerText', type: 'text', required: true },
        { name: 'bannerLink', type: 'text', admin: { description: 'The page it links to, e.g. summer-party (goes to /summer-party/).' } },
      ],
    },
    {
      name: 'hideBannerOnThesePages',
      type: 'array',
      fields: [pathField('path', 'e.g. /membership/book-a-tour')],
    },
    {
      name: 'mobileTabNavigation',
      type: 'array',
      admin: { description: 'The tab bar of the members app.' },
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'path', type: 'text', required: true },
        { name: 'icon', type: 'text' },
      ],
    },
  ],
})
