import { ValidationError, type CollectionConfig } from 'payload'

import { isValidEmail } from '@/lib/validation/email'
import { denyByDefault, nobody } from '@/lib/access'

import { erasers } from './privacy/access'
import { erasePerson } from './privacy/erase'

/**
 * Erasure requests (UK GDPR art. 17): staff enter the person's e-mail address; saving erases them
 * from leads, enquiries, ticket requests, the outbox and waiting submissions, in the same
 * transaction. What stays here is the audit trail of the erasure: who, when, how many records;
 * never the address itself.
 */
export const Erasures: CollectionConfig = denyByDefault({
  slug: 'erasures',
  labels: { singular: 'Erasure', plural: 'Erasures' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'erasedBy', 'createdAt'],
    description: 'Erase a person’s personal data on their request. The records stay, anonymised, so counts and dates still add up.',
  },
  access: { create: erasers, read: erasers, update: nobody, delete: nobody, readVersions: nobody, unlock: nobody },
  fields: [
    {
      name: 'emailAddress',
      label: 'E-mail address to erase',
      type: 'text',
      // Cleared before the row is written: the erasure keeps no trace of whom it erased.
      admin: {
        condition: (data) => !data?.id, description: 'Every lead, enquiry, ticket request and e-mail with this address is anonymised. This cannot be undone. The address is not kept.' },
    },
    // What the erasure did, shown once it is saved.
    { name: 'summary', type: 'text', admin: { readOnly: true, condition: (data) => Boolean(data?.id) } },
    { name: 'erasedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true, condition: (data) => Boolean(data?.id) } },
    {
      name: 'counts',
      type: 'group',
      admin: { readOnly: true, condition: (data) => Boolean(data?.id) },
      fields: [
        { name: 'leads', type: 'number' },
        { name: 'enquiries', type: 'number' },
        { name: 'ticketRequests', label: 'Ticket requests and orders', type: 'number' },
        { name: 'outbox', label: 'E-mails', type: 'number' },
        { name: 'submissions', label: 'Waiting submissions', type: 'number' },
      ],
    },
  ],
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        // Checked here, not by the field: the field is emptied before Payload's field validation runs.
        const email = typeof data.emailAddress === 'string' ? data.emailAddress.trim() : ''
        if (!isValidEmail(email)) throw new ValidationError({ collection: 'erasures', errors: [{ path: 'emailAddress', message: 'Enter the e-mail address to erase' }] })
        const by = (req.user as { email?: string } | null)?.email ?? 'staff'
        const counts = await erasePerson(req, email, by)
        const total = counts.leads + counts.enquiries + counts.ticketRequests
        return {
          ...data,
          emailAddress: null,
          erasedBy: req.user?.id,
          counts,
          summary: `${total} record${total === 1 ? '' : 's'} and ${counts.outbox} e-mail${counts.outbox === 1 ? '' : 's'} erased`,
        }
      },
    ],
  },
})
