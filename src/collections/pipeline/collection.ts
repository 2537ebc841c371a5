import type { CollectionConfig, Field } from 'payload'

import { adminOnly, denyByDefault, nobody, salesOnly } from '@/lib/access'

import { assigneeField, historyField, notesField, statusField, systemFields } from './fields'
import { recordPipelineChanges } from './hooks'

type PipelineOptions = {
  slug: 'leads' | 'enquiries'
  labels: { singular: string; plural: string }
  description: string
  defaultColumns: string[]
  fields: Field[]
  /** The list's stages, when not the sales pipeline's (leads add the application's funnel). */
  statuses?: readonly { label: string; value: string }[]
  statusDescription?: string
}

/**
 * A collection the sales team works: newest first, staff-only, created only by the website's own
 * submission code (overrideAccess), never through the public REST or GraphQL API.
 */
export function pipelineCollection({ slug, labels, description, defaultColumns, fields, statuses, statusDescription }: PipelineOptions): CollectionConfig {
  return denyByDefault({
    slug,
    labels,
    defaultSort: '-createdAt',
    admin: {
      useAsTitle: 'name',
      group: 'Sales',
      defaultColumns,
      description,
      listSearchableFields: ['name', 'emailAddress', 'companyName'],
      pagination: { defaultLimit: 50 },
      // Status shortcuts and the CSV download of whatever the list currently shows.
      components: {
        beforeListTable: [statuses ? { path: '/admin/SalesListToolbar.client#SalesListToolbar', clientProps: { statuses } } : '/admin/SalesListToolbar.client#SalesListToolbar'],
      },
    },
    access: { read: salesOnly, update: salesOnly, create: nobody, delete: adminOnly, readVersions: nobody, unlock: salesOnly },
    hooks: { beforeChange: [recordPipelineChanges] },
    fields: [
      {
        name: 'name',
        type: 'text',
        admin: { readOnly: true, description: 'Filled in from the names on save.' },
        hooks: {
          beforeChange: [
            ({ siblingData }) => {
              const d = siblingData as { firstName?: string; lastName?: string; fullName?: string }
              return [d.firstName, d.lastName].filter(Boolean).join(' ') || d.fullName || ''
            },
          ],
        },
      },
      statusField(statuses, statusDescription),
      assigneeField,
      ...fields,
      notesField,
      historyField,
      {
        name: 'linkedTo',
        label: 'Same person as',
        type: 'relationship',
        relationTo: slug,
        // Found by the website when the submission arrives; evidence, like the consent record.
        access: { create: () => false, update: () => false },
        admin: {
          position: 'sidebar',
          readOnly: true,
          description: 'The first submission with this e-mail address in the 30 days before this one.',
        },
      },
      ...systemFields,
    ],
  })
}
