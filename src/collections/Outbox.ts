import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOnly, denyByDefault, nobody } from '@/lib/access'

/** Fields only the relay's own SQL reads and writes. */
const noField: FieldAccess = () => false

/**
 * Every e-mail the site sends, kept whichever transport carries it: with SMTP configured it records
 * delivery (sent or failed, and why), and the worker relays what is queued (docs/decisions/042);
 * without it, this is the local outbox staff read instead.
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
    {
      name: 'nextAttemptAt',
      label: 'Next attempt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'When the worker tries a queued e-mail again.' },
    },
    {
      name: 'retryUntil',
      label: 'Tried until',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'Failed attempts are retried until then, then the e-mail is marked failed.' },
    },
    {
      name: 'withheld',
      label: 'Private link withheld',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', readOnly: true, description: 'The e-mail held a link only its recipient may use: the outbox shows it without.' },
    },
    // The relay's own: which worker holds the row (docs/decisions/042). Never shown or readable through any API.
    { name: 'claim', type: 'text', hidden: true, access: { read: noField, create: noField, update: noField } },
    // The real body of a withheld e-mail, sealed (src/integrations/email/seal.ts) until it is sent or has failed.
    { name: 'sealed', type: 'textarea', hidden: true, access: { read: noField, create: noField, update: noField } },
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
