import type { Block } from 'payload'

import { linkField } from '@/lib/fields/content'

export const MembershipBar: Block = {
  slug: 'membershipBar',
  interfaceName: 'MembershipBarBlock',
  labels: { singular: 'Membership bar', plural: 'Membership bar' },
  fields: [
    {
      type: 'collapsible',
      label: 'The bar at the bottom of the screen',
      admin: { description: 'The bar stays fixed at the bottom of the screen wherever you place this module on the page.' },
      fields: [
        {
          name: 'applicationTitle',
          type: 'text',
          required: true,
          label: 'Application title',
          admin: { description: 'Small words above the heading, e.g. "Membership application".' },
        },
        { name: 'membershipHeading', type: 'text', required: true, label: 'Membership heading', admin: { description: 'e.g. "Club membership". Also the title of the details window.' } },
        { name: 'moreDetailsText', type: 'text', required: true, defaultValue: 'More details', label: 'More-details link text' },
        { name: 'buttonText', type: 'text', required: true, defaultValue: 'Apply now', label: 'Button text' },
      ],
    },
    {
      type: 'collapsible',
      label: 'The details window',
      admin: { description: 'Opens from the more-details link.' },
      fields: [
        {
          name: 'details',
          type: 'array',
          label: 'Membership details',
          labels: { singular: 'Detail', plural: 'Details' },
          maxRows: 12,
          admin: { description: 'One short line each, e.g. "Access to all four clubs" (at most 12).', initCollapsed: true },
          fields: [{ name: 'text', type: 'text', required: true, label: 'Detail' }],
        },
        {
          type: 'row',
          fields: [
            { name: 'fullDetailsText', type: 'text', required: true, defaultValue: 'Full details', label: '"Full details" link text' },
            linkField('fullDetailsLink', { required: true, defaultValue: '/privacy-policy', label: '"Full details" link' }),
          ],
        },
        { name: 'applyHeading', type: 'text', label: 'Apply heading', admin: { description: 'e.g. "Ready to apply?". Optional.' } },
        { name: 'applyDescription', type: 'textarea', label: 'Apply description', admin: { description: 'A sentence or two under the apply heading. Optional.' } },
        { name: 'applyButtonText', type: 'text', required: true, defaultValue: 'Apply now', label: 'Apply button text' },
      ],
    },
    linkField('applicationLink', {
      required: true,
      defaultValue: '/membership-application',
      label: 'Application page',
      admin: { description: 'Where the bar button and the apply button go. Normally /membership-application.' },
    }),
  ],
}
