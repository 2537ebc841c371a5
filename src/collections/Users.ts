import { ValidationError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, denyByDefault, isAdmin, isStaff } from '@/lib/access'
import { passwordProblem } from '@/lib/auth/password-rules'
import { clearSignInFailures, limitSignInAndReset } from '@/lib/auth/sign-in-limits'
import { getEnv } from '@/lib/env'

/**
 * Every way a password is set (an account created, a password changed, a reset link used, and so
 * the seed's ADMIN_PASSWORD) passes the staff rule; Payload's own check only wants it non-empty.
 */
const checkPassword: CollectionBeforeOperationHook = ({ args, operation }) => {
  const password = (args as { data?: { password?: unknown } }).data?.password
  if ((operation === 'create' || operation === 'update' || operation === 'resetPassword') && typeof password === 'string') {
    const problem = passwordProblem(password)
    if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }] })
  }
  return args
}

/** Back-office staff. Members of the club are a separate collection, never these accounts. */
export const Users: CollectionConfig = denyByDefault({
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  admin: { useAsTitle: 'email', group: 'Settings', defaultColumns: ['email', 'name', 'roles'] },
  auth: {
    cookies: { secure: getEnv().secureCookies, sameSite: 'Lax' },
    // No lock-out: per-address limits with back-off instead (src/lib/auth/sign-in-limits.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // An absolute link (SERVER_URL), so it works from a real mailbox; Payload's default is relative
    // here, since the config has no serverURL (docs/decisions/001).
    forgotPassword: {
      generateEmailSubject: () => 'Reset your Clubhouse back-office password',
      generateEmailHTML: (args) => {
        const link = `${getEnv().serverUrl}/admin/reset/${encodeURIComponent(String(args?.token ?? ''))}`
        return `<p>Someone asked to reset the password of this back-office account. If it was you, choose a new password here within the hour:</p><p><a href="${link}">${link}</a></p><p>If it was not you, ignore this e-mail: the password stays as it is.</p>`
      },
    },
  },
  hooks: { beforeOperation: [limitSignInAndReset, checkPassword], afterLogin: [clearSignInFailures] },
  access: {
    admin: ({ req }) => isStaff(req),
    create: adminOnly,
    delete: adminOnly,
    read: ({ req }) => (isAdmin(req) ? true : isStaff(req) ? { id: { equals: req.user?.id } } : false),
    update: ({ req }) => (isAdmin(req) ? true : isStaff(req) ? { id: { equals: req.user?.id } } : false),
    unlock: adminOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      saveToJWT: true,
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Content', value: 'content' },
        { label: 'Sales', value: 'sales' },
      ],
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: {
        description:
          'Content: pages, media, events, offices, meeting rooms, clubs and the site settings. Sales: leads, enquiries and ticket requests. Administrators: everything, staff accounts and sent e-mail.',
      },
    },
    {
      name: 'mayErasePersonalData',
      type: 'checkbox',
      label: 'May erase personal data',
      defaultValue: false,
      saveToJWT: true,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: {
        description: 'Lets a sales user erase a person from leads, enquiries and ticket requests (Erasures). Administrators always may.',
        condition: (data) => Array.isArray(data?.roles) && data.roles.includes('sales'),
      },
    },
  ],
})
