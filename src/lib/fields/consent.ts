import type { Field } from 'payload'

import { linkField } from './content'

/** The send button, consent checkbox and terms link every enquiry form asks staff for (spec 000 section 3). */
export function consentFields(checkboxLabel: string): Field[] {
  return [
    { name: 'submitButtonText', type: 'text', required: true, defaultValue: 'Send Enquiry' },
    {
      name: 'consentText',
      type: 'textarea',
      label: checkboxLabel,
      required: true,
      defaultValue: 'I consent to electronic communications for the purpose of membership.',
      admin: { description: 'Visitors must tick this before sending.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'termsLinkText', type: 'text', required: true, defaultValue: 'See T&Cs' },
        linkField('termsLink', { required: true, defaultValue: '/terms-and-conditions/' }),
      ],
    },
  ]
}
