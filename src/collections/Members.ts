import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOnly, denyByDefault, hiddenOutsideRole, salesOnly } from '@/lib/access'
import { isValidEmail } from '@/lib/validation/email'
import { guardStaffAccountWrites, holdStaffEmailChange, queueEmailChange } from '@/model/member-email-change'
import { inviteOnCreate } from '@/model/member-invitations'
import { endSignInsWhenDisabled } from '@/model/member-sign-ins'

const nobodyField: FieldAccess = () => false

/**
 * Members' accounts (issue 15), apart from staff (`users`): made when the committee approves an
 * application (the applicant, or a company's primary contact and each of its members), or by the
 * sales team by hand; either way the member is e-mailed a link to set their password. The
 * password's hash and the link's hash are never read or written through Payload: only the
 * account code (src/features/members) touches them, and a staff write of them is refused. A staff
 * change of the e-mail waits for the new address to confirm it (src/model/member-email-change.ts).
 */
export const Members: CollectionConfig = denyByDefault({
  slug: 'members',
  labels: { singular: 'Member', plural: 'Members' },
  admin: {
    hidden: hiddenOutsideRole('sales'),
    group: 'Members',
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'status', 'createdAt'],
    description: 'Members who can sign in to the website and the app. A new member is e-mailed a link to set their password.',
  },
  access: { read: salesOnly, create: salesOnly, update: salesOnly, delete: adminOnly },
  hooks: { beforeOperation: [guardStaffAccountWrites], beforeChange: [holdStaffEmailChange], afterChange: [inviteOnCreate, endSignInsWhenDisabled, queueEmailChange] },
  fields: [
    {
      name: 'email',
      label: 'E-mail',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      validate: (v: unknown) => (v && isValidEmail(String(v)) ? true : 'Invalid email address'),
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
      admin: {
        description:
          'The member signs in with this address. A change takes effect only when the member confirms it from the new address (we e-mail it a link, and tell the old one); until then it shows below as pending.',
      },
    },
    {
      name: 'pendingEmail',
      label: 'New e-mail, waiting for confirmation',
      type: 'email',
      index: true,
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.pendingEmail),
        description: 'We e-mailed this address a link to confirm it (it works for 48 hours). The member keeps signing in with the address above until they confirm.',
      },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'firstName', label: 'First name', type: 'text', required: true },
        { name: 'lastName', label: 'Last name', type: 'text', required: true },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'Invited',
      options: ['Invited', 'Active', 'Disabled'],
      admin: { position: 'sidebar', description: 'Invited: has not set a password yet. Disabled: cannot sign in; signing out everywhere at once.' },
    },
    { name: 'lead', label: 'Application', type: 'relationship', relationTo: 'leads', index: true, admin: { position: 'sidebar', readOnly: true } },
    { name: 'companyMember', label: 'Company member', type: 'relationship', relationTo: 'company-members', admin: { position: 'sidebar', readOnly: true } },
    { name: 'photo', type: 'upload', relationTo: 'profile-pictures' },
    {
      type: 'row',
      fields: [
        { name: 'role', type: 'text', admin: { description: 'From the application; the member may change it.' } },
        { name: 'industry', type: 'text' },
        { name: 'companyName', label: 'Company', type: 'text' },
      ],
    },
    {
      name: 'directory',
      label: 'Members directory',
      type: 'group',
      admin: { description: 'The member chooses these on their profile: nobody is listed until they say so.' },
      fields: [
        { name: 'listed', label: 'Listed in the members directory', type: 'checkbox', defaultValue: false },
        {
          type: 'row',
          fields: [
            { name: 'showPhoto', label: 'Photo', type: 'checkbox', defaultValue: true },
            { name: 'showRole', label: 'Role', type: 'checkbox', defaultValue: true },
            { name: 'showIndustry', label: 'Industry', type: 'checkbox', defaultValue: true },
            { name: 'showCompany', label: 'Company', type: 'checkbox', defaultValue: true },
            { name: 'showEmail', label: 'E-mail', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    { name: 'passwordSetAt', label: 'Password set', type: 'date', admin: { readOnly: true, position: 'sidebar' }, access: { create: nobodyField, update: nobodyField } },
    // The account code's own fields: not shown, not readable, not writable through Payload.
    { name: 'passwordHash', type: 'text', hidden: true, access: { read: nobodyField, create: nobodyField, update: nobodyField } },
    { name: 'linkHash', type: 'text', index: true, hidden: true, access: { read: nobodyField, create: nobodyField, update: nobodyField } },
    { name: 'linkExpiresAt', type: 'date', hidden: true, access: { read: nobodyField, create: nobodyField, update: nobodyField } },
    // The link that confirms the pending address (decision 044): its hash, and until when it works.
    { name: 'emailChangeHash', type: 'text', index: true, hidden: true, access: { read: nobodyField, create: nobodyField, update: nobodyField } },
    { name: 'emailChangeExpiresAt', type: 'date', hidden: true, access: { read: nobodyField, create: nobodyField, update: nobodyField } },
  ],
})
