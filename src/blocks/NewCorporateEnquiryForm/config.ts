import type { Block } from 'payload'

import { consentFields } from '@/lib/fields/consent'
import { linkField } from '@/lib/fields/content'

/** The book-a-tour form fixed to Corporate, without the Club/Corporate toggle (the /corporate page). */
export const NewCorporateEnquiryForm: Block = {
  slug: 'newCorporateEnquiryForm',
  interfaceName: 'NewCorporateEnquiryFormBlock',
  labels: { singular: 'Corporate membership enquiry form', plural: 'Corporate membership enquiry forms' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Corporate membership',
      admin: {
        description:
          'Heading above the form. The form asks for the contact’s details, the company name and the number of memberships (3 to 10), and sends them as a corporate tour request.',
      },
    },
    { name: 'description', type: 'textarea', maxLength: 750, admin: { description: 'A short introduction above the form. Optional.' } },
    {
      name: 'hideFormBehindButton',
      type: 'checkbox',
      label: 'Hide the form behind a button',
      defaultValue: false,
      admin: { description: 'Shows only a button at first; the form opens when it is pressed, or when the mobile ENQUIRE NOW button on /corporate is.' },
    },
    {
      name: 'revealButtonText',
      type: 'text',
      defaultValue: 'FILL THE FORM',
      admin: { condition: (_, s) => Boolean(s?.hideFormBehindButton) },
    },
    {
      name: 'defaultClub',
      type: 'relationship',
      relationTo: 'clubs',
      label: 'Club selected at first',
      admin: { description: 'Left empty, Knightsbridge is selected.' },
    },
    ...consentFields('Terms checkbox text'),
    linkField('completeLink', {
      label: 'Page after sending',
      required: true,
      defaultValue: '/membership/book-a-tour/complete/',
      admin: { description: 'Where visitors go once the enquiry is sent.' },
    }),
    {
      name: 'apiErrorMessage',
      type: 'textarea',
      label: 'Message when sending fails',
      required: true,
      defaultValue: "We're sorry. We're not able to process your request right now. Please try again.",
    },
  ],
}
