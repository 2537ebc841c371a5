import type { CollectionConfig } from 'payload'

import { adminOnly, denyByDefault, hiddenOutsideRole } from '@/lib/access'

/**
 * Members' sign-ins (issue 15): one row per refresh token. A sign-in is a family of tokens; each
 * refresh uses one (usedAt) and adds the next. A used token presented again means it was copied:
 * the whole family is revoked, and with it the access tokens naming it. Written only by the
 * account code; administrators can see them.
 */
export const MemberSessions: CollectionConfig = denyByDefault({
  slug: 'member-sessions',
  labels: { singular: 'Member sign-in', plural: 'Member sign-ins' },
  admin: {
    hidden: hiddenOutsideRole('admin'),
    group: 'Members',
    defaultColumns: ['member', 'family', 'createdAt', 'usedAt', 'revokedAt'],
    description: 'One row per refresh token. Revoked: signed out, or ended because a used token came back.',
  },
  access: { read: adminOnly },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'family', type: 'text', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, admin: { hidden: true }, access: { read: () => false } },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    { name: 'revokedAt', type: 'date' },
  ],
})
