import type { CollectionConfig } from 'payload'

import { adminOnly, denyByDefault, nobody } from '@/lib/access'

/**
 * Every e-mail the site sends, kept whichever transport carries it: with SMTP configured it records
 * delivery (sent or failed, and why); without it, this is the local outbox staff read instead.
 */
export const Outbox: CollectionConfig = denyByDefault({
  slug: 'outbox',
  labels: { singular: 'E-mail', plural: 'Outbox' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'subject',
    group: 'Sales',
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    description: 'E-mails the website has sent: confirmations to visitors and notifications to the team.',
  },
  // Administrators only: messages name visitors, and the outbox once held reset links (issue 11).
  access: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly, readVersions: nobody, unlock: nobody },
  fields: [
    { type: 'row', fields: [{ name: 'to', type: 'text', required: true, index: true }, { name: 'from', type: 'text' }] },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', label: 'Message', type: 'textarea', required: true },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    {
      name: 'attachments',
      label: 'Attachments',
      type: 'array',
      admin: { readOnly: true, description: 'Files sent with the e-mail, such as an event’s calendar entry.' },
      fields: [
        { type: 'row', fields: [{ name: 'filename', type: 'text', required: true }, { name: 'contentType', type: 'text', required: true }] },
        { name: 'content', type: 'textarea', required: true },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [
        { label: 'Queued', value: 'queued' },
        { label: 'Held in the local outbox', value: 'local' },
        { label: 'Sent', value: 'sent' },
        { label: 'Failed', value: 'failed' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'transport', type: 'text', admin: { position: 'sidebar', description: 'local or smtp' } },
    { name: 'sentAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'error', type: 'textarea', admin: { position: 'sidebar' } },
    { name: 'messageId', type: 'text', admin: { position: 'sidebar' } },
    {
      name: 'about',
      type: 'relationship',
      relationTo: ['leads', 'enquiries'],
      admin: { position: 'sidebar', description: 'The lead or enquiry this e-mail is about.' },
    },
  ],
})
