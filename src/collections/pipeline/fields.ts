import type { Field } from 'payload'

import { isValidEmail } from '@/lib/validation/email'
import { CLIENT_TYPES, TITLES, TRACKING_FIELDS, type TrackingField } from '@/model/people'

import { PIPELINE_STATUSES } from './statuses'

type StatusOptions = readonly { label: string; value: string }[]

/** Fields and hooks leads and enquiries share: the sales pipeline, notes, audit trail and provenance. */

const readOnly = { readOnly: true }
/** What the visitor sent and agreed to is evidence: the server writes it once, nobody edits it. */
export const locked = { create: () => false, update: () => false }

export const statusField = (statuses: StatusOptions = PIPELINE_STATUSES, description = 'Where this stands in the sales pipeline. Each change is recorded below.'): Field => ({
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'new',
  index: true,
  options: statuses.map((s) => ({ ...s })),
  admin: { position: 'sidebar', description },
})

export const assigneeField: Field = {
  name: 'assignedTo',
  label: 'Assigned to',
  type: 'relationship',
  relationTo: 'users',
  admin: { position: 'sidebar', description: 'The team member working it.' },
}

export const notesField: Field = {
  name: 'notes',
  type: 'array',
  labels: { singular: 'Note', plural: 'Notes' },
  admin: { description: 'Calls, e-mails, tour times: anything the next person should know. Author and time are added on save.' },
  fields: [
    { name: 'text', label: 'Note', type: 'textarea', required: true, maxLength: 4000 },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', admin: readOnly },
        { name: 'at', label: 'When', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}

export const historyField: Field = {
  name: 'history',
  type: 'array',
  label: 'Audit trail',
  labels: { singular: 'Change', plural: 'Changes' },
  // Rebuilt from the stored trail on every save (pipeline/hooks.ts), so what a request sends is ignored.
  admin: { ...readOnly, description: 'Every change staff make, newest last. Kept by the system.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'at', label: 'When', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'text' },
      ],
    },
    { name: 'change', type: 'text' },
  ],
}

export const personFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'title', type: 'select', options: TITLES.map((t) => ({ label: t, value: t })), admin: { width: '20%' } },
      { name: 'firstName', label: 'First name', type: 'text' },
      { name: 'lastName', label: 'Last name', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'emailAddress', label: 'E-mail', type: 'email', required: true, index: true, validate: (v: unknown) => (v ? isValidEmail(String(v)) || 'Invalid email address' : 'Required') },
      { name: 'mobileNumber', label: 'Mobile', type: 'text' },
      { name: 'dateOfBirth', label: 'Date of birth', type: 'text', admin: { description: 'Year-month-day.' } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'club', type: 'relationship', relationTo: 'clubs', index: true, admin: { description: 'Home club.' } },
      { name: 'locationId', label: 'Location', type: 'number', admin: { description: 'The home club’s id in the membership systems.' } },
    ],
  },
  {
    type: 'row',
    // A company's fields, on corporate submissions (and any that has them): not empty boxes on the others.
    admin: { condition: (d) => d?.clientType === 'Corporate' || d?.enquiryType === 'corporate' || Boolean(d?.companyName) || typeof d?.numberOfMembers === 'number' },
    fields: [
      { name: 'companyName', label: 'Company', type: 'text' },
      { name: 'numberOfMembers', label: 'Number of memberships', type: 'number', min: 3, max: 10 },
    ],
  },
]

export const clientTypeField: Field = {
  name: 'clientType',
  label: 'Membership',
  type: 'select',
  required: true,
  index: true,
  options: CLIENT_TYPES.map((t) => ({ label: t, value: t })),
}

const TRACKING_LABELS: Record<TrackingField, string> = {
  gaUtmCampaign: 'UTM campaign',
  gaUtmSource: 'UTM source',
  gaUtmMedium: 'UTM medium',
  gaUtmContent: 'UTM content',
  gaUtmTerm: 'UTM term',
  gaClientId: 'Analytics client ID',
  referrerMemberId: 'Referring member ID',
  referrerCustomerId: 'Referring customer ID',
}

export const provenanceFields: Field[] = [
  {
    name: 'sourcePath',
    label: 'Sent from page',
    type: 'text',
    access: locked,
    admin: { position: 'sidebar', description: 'The page the visitor was on.' },
  },
  {
    name: 'tracking',
    label: 'Campaign and referral',
    type: 'group',
    access: locked,
    admin: { description: 'UTM parameters, analytics client id and referring member, when the visitor arrived with them.' },
    fields: TRACKING_FIELDS.map((name) => ({ name, label: TRACKING_LABELS[name], type: 'text' as const })),
  },
  {
    name: 'consent',
    type: 'group',
    access: locked,
    admin: { description: 'What the visitor agreed to, and when (UTC).' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'given', label: 'Consent given', type: 'checkbox', defaultValue: false },
          { name: 'at', label: 'Given at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'wordingVersion', label: 'Wording version', type: 'text' },
        ],
      },
      { name: 'wording', type: 'textarea' },
      { name: 'purpose', type: 'text' },
    ],
  },
]

/** Set by the server only: never editable, hidden from the edit screen. */
export const systemFields: Field[] = [
  { name: 'idempotencyKey', type: 'text', unique: true, index: true, access: locked, admin: { hidden: true } },
  { name: 'requestHash', type: 'text', access: locked, admin: { hidden: true } },
]

