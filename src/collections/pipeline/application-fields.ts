import type { Field } from 'payload'

import { locked as serverOnly } from './fields'

import { ABOUT_MEMBER_MAX, COUNTRIES, GENDERS, MANDATE_STATUSES, MEMBERSHIP_STATUSES, REVIEW_DECISIONS, ROLES } from '@/model/application'

/**
 * A lead's membership application (spec 001 section 3: Lead, Address, Profile). The applicant
 * writes it through the application steps and /v1/api/Customer (with the lead's continue
 * capability); staff read it and decide on it, but never edit what the applicant sent, so these
 * fields are written by the server only.
 */
const hidden = { read: () => false, create: () => false, update: () => false }
const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }))
/**
 * The spec calls gender, role and country options content-driven: stored as text checked against
 * today's list (not a database enum), so the list can change without a migration and old answers
 * stay readable.
 */
const oneOf = (values: readonly string[]) => (v: unknown) => v == null || v === '' || values.includes(String(v)) || `Choose one of: ${values.join(', ')}`
const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

export const applicationFields: Field[] = [
  {
    name: 'membershipStatus',
    label: 'Application',
    type: 'select',
    index: true,
    options: options(MEMBERSHIP_STATUSES),
    access: serverOnly,
    admin: { position: 'sidebar', readOnly: true, description: 'Started while the applicant fills in the steps; Applied when complete; then the committee’s decision.' },
  },
  {
    type: 'collapsible',
    label: 'Membership application',
    admin: { initCollapsed: false, condition: (data) => Boolean(data?.membershipStatus) },
    fields: [
      { name: 'dialCode', label: 'Dialling code', type: 'text', access: serverOnly, admin: { readOnly: true } },
      // A corporate application's company (spec 001 section 3: webSite; its industry and about-the-company are the profile's industry and aboutMember).
      { name: 'webSite', label: 'Company website', type: 'text', access: serverOnly, admin: { readOnly: true, condition: (data) => data?.clientType === 'Corporate' } },
      // The members page was visited (the spec's browser flag), kept here so every device agrees.
      { name: 'membersReviewedAt', label: 'Members page visited', type: 'date', access: serverOnly, admin: { readOnly: true, condition: (data) => data?.clientType === 'Corporate', ...dayAndTime } },
      {
        name: 'address',
        type: 'group',
        access: serverOnly,
        admin: { readOnly: true },
        fields: [
          { type: 'row', fields: [{ name: 'addressLine1', label: 'Address line 1', type: 'text' }, { name: 'addressLine2', label: 'Address line 2', type: 'text' }] },
          {
            type: 'row',
            fields: [
              { name: 'town', type: 'text' },
              { name: 'county', type: 'text' },
              { name: 'postcode', type: 'text' },
              // No default here: a lead that never reached the address step has no country (the step offers United Kingdom first).
              { name: 'country', type: 'text', validate: oneOf(COUNTRIES) },
            ],
          },
        ],
      },
      {
        name: 'profile',
        type: 'group',
        access: serverOnly,
        admin: { readOnly: true },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'gender', type: 'text', validate: oneOf(GENDERS) },
              { name: 'industry', type: 'text', admin: { description: 'The industry’s value (Industries collection).' } },
              { name: 'role', type: 'text', validate: oneOf(ROLES) },
            ],
          },
          { name: 'aboutMember', label: 'About them', type: 'textarea', maxLength: ABOUT_MEMBER_MAX },
          { name: 'headShot', label: 'Photo', type: 'upload', relationTo: 'profile-pictures' },
        ],
      },
      {
        name: 'payment',
        label: 'Direct debit',
        type: 'group',
        access: serverOnly,
        admin: { readOnly: true, description: 'The mandate the applicant set up with the direct-debit provider. Bank details are never stored here.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'mandateId', label: 'Mandate ID', type: 'text', index: true },
              { name: 'mandateStatus', label: 'Mandate status', type: 'select', options: options(MANDATE_STATUSES) },
              { name: 'referenceSetAt', label: 'Payment reference set', type: 'date', admin: dayAndTime },
            ],
          },
          // When the provider's event behind mandateStatus happened: an older event arriving late changes nothing.
          { name: 'mandateStatusAt', type: 'date', admin: { hidden: true } },
          // The provider's request behind the redirect: the step reads its outcome on return.
          { name: 'billingRequestId', type: 'text', index: true, admin: { hidden: true } },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'agreementAcceptedAt', label: 'Agreement accepted', type: 'date', access: serverOnly, admin: { readOnly: true, ...dayAndTime } },
          { name: 'appliedAt', label: 'Applied', type: 'date', index: true, access: serverOnly, admin: { readOnly: true, ...dayAndTime } },
          { name: 'reminderSentAt', label: 'Reminder sent', type: 'date', access: serverOnly, admin: { readOnly: true, ...dayAndTime } },
        ],
      },
      {
        name: 'review',
        label: 'Committee decision',
        type: 'group',
        access: serverOnly,
        admin: { readOnly: true },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'decision', type: 'select', options: options(REVIEW_DECISIONS) },
              { name: 'decidedAt', label: 'Decided at', type: 'date', admin: dayAndTime },
              { name: 'decidedBy', label: 'Decided by', type: 'text' },
            ],
          },
          { name: 'reason', type: 'textarea', maxLength: 2000 },
        ],
      },
    ],
  },
  // The continue capability: only its hash, never readable through any API (src/lib/capabilities).
  { name: 'continueTokenHash', type: 'text', unique: true, index: true, access: hidden, admin: { hidden: true } },
  { name: 'continueExpiresAt', type: 'date', access: hidden, admin: { hidden: true } },
]
