import type { Block } from 'payload'

import { consentFields } from '@/lib/fields/consent'
import { linkField } from '@/lib/fields/content'
import { API_ERROR_MESSAGE } from '@/lib/http/api-error'

/** The book-a-tour form of /membership/book-a-tour (spec 001 sections 2, 4, 5). */
export const TourForm: Block = {
  slug: 'tourForm',
  interfaceName: 'TourFormBlock',
  labels: { singular: 'Book a tour form', plural: 'Book a tour forms' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Book a tour', admin: { description: 'Heading above the form. Optional.' } },
    { name: 'description', type: 'textarea', maxLength: 750, admin: { description: 'A short introduction above the form. Optional.' } },
    {
      name: 'defaultMembership',
      type: 'select',
      label: 'Membership selected at first',
      required: true,
      defaultValue: 'Club',
      options: [
        { label: 'Club', value: 'Club' },
        { label: 'Corporate (adds company name and number of memberships, 3 to 10)', value: 'Corporate' },
      ],
      admin: {
        description:
          'Visitors switch between Club and Corporate on the form. A link with ?club=club or ?club=corporate (or the older ?membership=Club or Corporate) chooses for them.',
      },
    },
    {
      name: 'defaultClub',
      type: 'relationship',
      relationTo: 'clubs',
      label: 'Club selected at first',
      admin: { description: 'Left empty, Knightsbridge is selected. A link with ?club=fulham (a club’s name) chooses that club.' },
    },
    {
      name: 'hideFormBehindButton',
      type: 'checkbox',
      label: 'Hide the form behind a button',
      defaultValue: false,
      admin: { description: 'Shows only a button at first; the form opens when it is pressed.' },
    },
    {
      name: 'revealButtonText',
      type: 'text',
      defaultValue: 'FILL THE FORM',
      admin: { condition: (_, s) => Boolean(s?.hideFormBehindButton) },
    },
    ...consentFields('Terms checkbox text'),
    linkField('completeLink', {
      label: 'Page after sending',
      required: true,
      defaultValue: '/membership/book-a-tour/complete/',
      admin: { description: 'A page of this site (such as /membership/book-a-tour/complete/) where visitors go once the request is sent.' },
    }),
    {
      name: 'apiErrorMessage',
      type: 'textarea',
      label: 'Message when sending fails',
      required: true,
      defaultValue: API_ERROR_MESSAGE,
    },
  ],
}
