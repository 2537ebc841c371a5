import type { Block } from 'payload'

import { consentFields } from '@/lib/fields/consent'
import { API_ERROR_MESSAGE } from '@/lib/http/api-error'

/** The membership enquiry form, shared by the Club, Social and Corporate variants (spec 000 sections 3, 5). */
export const EnquiryForm: Block = {
  slug: 'enquiryForm',
  interfaceName: 'EnquiryFormBlock',
  labels: { singular: 'Membership enquiry form', plural: 'Membership enquiry forms' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Enquire about membership', admin: { description: 'Heading above the form.' } },
    { name: 'description', type: 'textarea', maxLength: 750, admin: { description: 'A short introduction above the form. Optional.' } },
    {
      name: 'variant',
      type: 'select',
      label: 'Membership',
      required: true,
      defaultValue: 'club',
      options: [
        { label: 'Club', value: 'club' },
        { label: 'Social (adds proposer name, proposer e-mail and Instagram, all optional)', value: 'social' },
        { label: 'Corporate (adds company name and number of memberships, 3 to 10)', value: 'corporate' },
      ],
      admin: {
        description:
          'Which enquiry the form sends. Every variant asks for title, names, e-mail, mobile, date of birth and home club; the field messages are fixed by the site.',
      },
    },
    {
      name: 'defaultClub',
      type: 'relationship',
      relationTo: 'clubs',
      label: 'Home club selected at first',
      admin: { description: 'Left empty, Fulham is selected.' },
    },
    ...consentFields('Consent checkbox text'),
    {
      name: 'successMessage',
      type: 'textarea',
      label: 'Thank-you message',
      required: true,
      defaultValue: 'Thank you for your enquiry. Our membership team will be in touch within 24 hours.',
      admin: { description: 'Shown in place of the form once the enquiry is sent.' },
    },
    {
      name: 'apiErrorMessage',
      type: 'textarea',
      label: 'Message when sending fails',
      required: true,
      defaultValue: API_ERROR_MESSAGE,
      admin: { description: 'Shown above the send button when the enquiry cannot be sent; what the visitor typed stays.' },
    },
  ],
}
