import { isValidEmail } from '@/lib/validation/email'

import { personFields, provenanceFields } from './pipeline/fields'
import { pipelineCollection } from './pipeline/collection'
import { samePersonField } from './pipeline/same-person'

/** Membership enquiries (Club, Social, Corporate) and the office and event contact panels. */
export const Enquiries = pipelineCollection({
  slug: 'enquiries',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  description: 'Membership, office and event enquiries from the website, newest first. Filter by type, club or status; export with the CSV button.',
  defaultColumns: ['name', 'emailAddress', 'submissions', 'enquiryType', 'club', 'status', 'queryOrigin', 'createdAt'],
  fields: [
    {
      name: 'enquiryType',
      label: 'Type',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Club membership', value: 'club' },
        { label: 'Social membership', value: 'social' },
        { label: 'Corporate membership', value: 'corporate' },
        { label: 'Office', value: 'office' },
        { label: 'Event', value: 'event' },
      ],
    },
    samePersonField,
    { name: 'fullName', label: 'Full name', type: 'text', admin: { condition: (d) => ['office', 'event'].includes(d?.enquiryType) } },
    ...personFields,
    {
      type: 'row',
      admin: { condition: (d) => d?.enquiryType === 'social' },
      fields: [
        { name: 'proposerName', label: 'Proposer’s name', type: 'text' },
        { name: 'proposerEmail', label: 'Proposer’s e-mail', type: 'email', validate: (v: unknown) => !v || isValidEmail(String(v)) || 'Invalid email address' },
        { name: 'instagramAccount', label: 'Instagram', type: 'text' },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: 4000 },
    {
      name: 'queryOrigin',
      label: 'Page',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { description: 'The title of the page the enquiry was sent from.' },
    },
    ...provenanceFields,
  ],
})
