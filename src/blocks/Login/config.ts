import type { Block } from 'payload'

import { linkField } from '@/lib/fields/content'

/** The member sign-in form (issue 15): src/blocks/Login/Component.tsx, src/features/members. */
export const Login: Block = {
  slug: 'login',
  interfaceName: 'LoginBlock',
  labels: { singular: 'Member login', plural: 'Member login' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Member login',
      admin: { description: 'Heading of the sign-in form. Members sign in with the user name and password of their membership account.' },
    },
    { name: 'introText', type: 'textarea', maxLength: 500, admin: { description: 'A line under the heading. Optional.' } },
    { name: 'submitButtonText', type: 'text', required: true, defaultValue: 'Log in' },
    linkField('successLink', {
      label: 'Page after signing in',
      defaultValue: '/',
      admin: { description: 'Where members go once signed in.' },
    }),
    {
      name: 'helpText',
      type: 'textarea',
      maxLength: 500,
      admin: { description: 'Help for members who cannot sign in, e.g. "Forgotten your password? Call us on 020 7123 4567." Optional.' },
    },
  ],
}
