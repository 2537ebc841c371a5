import type { CollectionConfig } from 'payload'

import { applicationFields } from './pipeline/application-fields'
import { clientTypeField, personFields, provenanceFields } from './pipeline/fields'
import { pipelineCollection } from './pipeline/collection'
import { recordAuditEntry } from './pipeline/audit-entry'
import { followApplication } from './pipeline/funnel'
import { companyMembersField, reviewActionsField } from './pipeline/review-fields'
import { LEAD_STATUSES } from './pipeline/statuses'
import { samePersonField } from './pipeline/same-person'

/** Tour requests and application leads (spec 001 section 3), from the tour form and the API. */
const leads = pipelineCollection({
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  description: 'People who booked a tour or started an application, newest first. Filter by membership, club or status; export with the CSV button.',
  defaultColumns: ['name', 'emailAddress', 'submissions', 'clientType', 'club', 'status', 'createdAt'],
  statuses: LEAD_STATUSES,
  statusDescription: 'Where this stands in the sales pipeline. The website moves it as the application does (started, applied, decided, member); you can set it too. Each change is recorded below.',
  fields: [
    clientTypeField,
    samePersonField,
    ...personFields,
    // The answers and the committee's decision, right below who is applying.
    reviewActionsField,
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
  ],
})

/**
 * The committee's review (docs/decisions/020) adds its audit lines here. Its decision and the
 * applications export are staff routes of the application feature (docs/decisions/039).
 */
export const Leads: CollectionConfig = {
  ...leads,
  // The funnel moves the status first, so the audit trail records that move too (docs/decisions/053).
  hooks: { ...leads.hooks, beforeChange: [followApplication, ...(leads.hooks?.beforeChange ?? []), recordAuditEntry] },
}
