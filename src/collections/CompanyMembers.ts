import type { CollectionConfig } from 'payload'

import { denyByDefault, hiddenOutsideRole, nobody, salesOnly } from '@/lib/access'
import { isValidEmail } from '@/lib/validation/email'

/**
 * A corporate application's additional members (spec 001 section 3, Additional contact): up to 10
 * per company, each e-mail once per company. Written only by the application's member calls, which
 * check the primary contact's capability; the sales team reads them with the application.
 */
export const CompanyMembers: CollectionConfig = denyByDefault({
  slug: 'company-members',
  labels: { singular: 'Company member', plural: 'Company members' },
  admin: {
    hidden: hiddenOutsideRole('sales'),
    group: 'Sales',
    useAsTitle: 'emailAddress',
    defaultColumns: ['firstName', 'lastName', 'emailAddress', 'lead', 'createdAt'],
    description: 'The people a company’s corporate application adds, besides its primary contact.',
  },
  access: { read: salesOnly, create: nobody, update: nobody, delete: nobody },
  // One e-mail once per company, whatever two adds arriving together do (stored in lower case).
  indexes: [{ fields: ['lead', 'emailAddress'], unique: true }],
  fields: [
    { name: 'lead', label: 'Application', type: 'relationship', relationTo: 'leads', required: true, index: true, admin: { readOnly: true, description: 'The company’s application.' } },
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'firstName', label: 'First name', type: 'text', required: true },
        { name: 'lastName', label: 'Last name', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'emailAddress', label: 'E-mail', type: 'email', required: true, validate: (v: unknown) => (v && isValidEmail(String(v)) ? true : 'Invalid email address') },
        { name: 'dialCode', label: 'Dialling code', type: 'text', required: true },
        { name: 'mobileNumber', label: 'Mobile', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'role', type: 'text' },
        { name: 'dateOfBirth', label: 'Date of birth', type: 'text', required: true, admin: { description: 'Year-month-day.' } },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'profile-pictures' },
  ],
})
