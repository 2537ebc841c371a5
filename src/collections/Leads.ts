import type { CollectionConfig } from 'payload'

import { applicationFields } from './pipeline/application-fields'
import { clientTypeField, personFields, provenanceFields } from './pipeline/fields'
import { pipelineCollection } from './pipeline/collection'
import { decisionEndpoint } from './pipeline/review'
import { companyMembersField, reviewActionsField } from './pipeline/review-admin'
import { recordAuditEntry } from './pipeline/review-audit'
import { samePersonField } from './pipeline/same-person'
import { applicationsExportEndpoint } from './pipeline/review-export'

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

/** The committee's review (docs/decisions/020): its decision call, the applications export, and its audit lines. */
export const Leads: CollectionConfig = {
  ...leads,
  endpoints: [...(leads.endpoints || []), decisionEndpoint, applicationsExportEndpoint],
  hooks: { ...leads.hooks, beforeChange: [...(leads.hooks?.beforeChange ?? []), recordAuditEntry] },
}
