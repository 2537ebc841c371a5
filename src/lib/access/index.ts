import type { Access, CollectionConfig, FieldAccess, GlobalConfig, PayloadRequest } from 'payload'

/** Staff are the back-office users; members (a later collection) never count as staff. */
export const isStaff = (req: PayloadRequest): boolean => req.user?.collection === 'users'

/**
 * content: pages, media, events, offices, meeting rooms, clubs, membership types and the site's globals.
 * sales: leads, enquiries, ticket requests and their export. admin: everything, staff accounts, Outbox.
 */
export const staffRoles = ['admin', 'content', 'sales'] as const
export type StaffRole = (typeof staffRoles)[number]

const rolesOf = (req: PayloadRequest): readonly string[] => {
  const roles = isStaff(req) ? (req.user as { roles?: unknown }).roles : undefined
  return Array.isArray(roles) ? roles : []
}

export const isAdmin = (req: PayloadRequest): boolean => rolesOf(req).includes('admin')

/** An administrator holds every role. */
export const hasRole = (req: PayloadRequest, role: StaffRole): boolean => {
  const roles = rolesOf(req)
  return roles.includes('admin') || roles.includes(role)
}

export const isContentStaff = (req: PayloadRequest): boolean => hasRole(req, 'content')
export const isSalesStaff = (req: PayloadRequest): boolean => hasRole(req, 'sales')

/**
 * For a collection's `admin.hidden`: staff outside the role that works in it do not see it in the
 * back office, where it would show them only what the public site shows, read-only.
 */
export const hiddenOutsideRole =
  (role: StaffRole) =>
  ({ user }: { user: unknown }): boolean =>
    !hasRole({ user } as PayloadRequest, role)

export const staffOnly: Access = ({ req }) => isStaff(req)
export const adminOnly: Access = ({ req }) => isAdmin(req)
export const contentOnly: Access = ({ req }) => isContentStaff(req)
export const salesOnly: Access = ({ req }) => isSalesStaff(req)
export const anyone: Access = () => true
export const nobody: Access = () => false
export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req)

/** Everyone sees published documents; drafts are for the staff who write them. */
export const publishedOrContentStaff: Access = ({ req }) =>
  isContentStaff(req) ? true : { _status: { equals: 'published' } }

/** Events and offices hidden from the website are seen only by the staff who edit them. */
export const visibleOrContentStaff: Access = ({ req }) => (isContentStaff(req) ? true : { visible: { equals: true } })

const collectionOperations = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const
const globalOperations = ['read', 'update', 'readVersions'] as const

/**
 * Payload lets any signed-in user do whatever a collection leaves unspecified. Every collection
 * goes through here, so an operation nobody granted is denied.
 */
export function denyByDefault<T extends CollectionConfig>(config: T): T {
  const access = { ...config.access }
  for (const op of collectionOperations) access[op] ??= nobody
  return { ...config, access }
}

export function denyByDefaultGlobal<T extends GlobalConfig>(config: T): T {
  const access = { ...config.access }
  for (const op of globalOperations) access[op] ??= nobody
  return { ...config, access }
}
