import type { CollectionConfig } from 'payload'

import { applicationFields } from './pipeline/application-fields'
import { clientTypeField, personFields, provenanceFields } from './pipeline/fields'
import { pipelineCollection } from './pipeline/collection'
import { recordAuditEntry } from './pipeline/audit-entry'
import { companyMembersField, reviewActionsField } from './pipeline/review-fields'
import { samePersonField } from './pipeline/same-person'

/** Tour requests and application leads (spec 001 section 3), from the tour form and the API. */
const leads = pipelineCollection({
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  description: 'People who booked a tour or started an application, newest first. Filter by membership, club or status; export with the CSV button.',
  defaultColumns: ['name', 'emailAddress', 'submissions', 'clientType', 'club', 'status', 'createdAt'],
  fields: [
    clientTypeField,
    samePersonField,
    ...personFields,
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'tour-form',
      index: true,
      options: [
        { label: 'Tour form on the website', value: 'tour-form' },
        { label: 'Tour request (API)', value: 'tour-api' },
        { label: 'Leads (API)', value: 'leads-api' },
        { label: 'Membership application', value: 'application' },
      ],
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    ...provenanceFields,
    ...applicationFields,
    companyMembersField,
    reviewActionsField,
  ],
})

/**
 * The committee's review (docs/decisions/020) adds its audit lines here. Its decision and the
 * applications export are staff routes of the application feature (docs/decisions/039).
 */
export const Leads: CollectionConfig = {
  ...leads,
  hooks: { ...leads.hooks, beforeChange: [...(leads.hooks?.beforeChange ?? []), recordAuditEntry] },
}
