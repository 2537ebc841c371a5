import type { Block } from 'payload'

import { colourField, linkField } from '@/lib/fields/content'

export const MembershipApplicationPopup: Block = {
  slug: 'membershipApplicationPopup',
  interfaceName: 'MembershipApplicationPopupBlock',
  labels: { singular: 'Membership application popup', plural: 'Membership application popup' },
  fields: [
    {
      name: 'intro',
      type: 'textarea',
      label: 'Text above the button',
      admin: { description: 'A line on the page before the button, e.g. "Ready to join?". Optional.' },
    },
    { name: 'openButtonText', type: 'text', required: true, defaultValue: 'Apply for membership', label: 'Button text', admin: { description: 'The button on the page that opens the popup.' } },
    { name: 'title', type: 'text', required: true, label: 'Popup title', admin: { description: 'e.g. "Before you apply".' } },
    { name: 'description', type: 'textarea', label: 'Popup description', admin: { description: 'Explains the choice between booking a tour and continuing. Optional.' } },
    {
      type: 'row',
      fields: [
        linkField('bookATourLink', {
          required: true,
          defaultValue: '/membership/book-a-tour',
          label: '"book a tour" goes to',
          admin: { description: 'Normally /membership/book-a-tour.' },
        }),
        linkField('continueLink', {
          required: true,
          defaultValue: '/membership-application',
          label: '"continue" goes to',
          admin: { description: 'Normally /membership-application.' },
        }),
      ],
    },
    colourField('colour', { required: true }),
  ],
}
