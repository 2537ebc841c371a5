import type { Access, CollectionConfig, FieldAccess, GlobalConfig, PayloadRequest } from 'payload'

/** Staff are the back-office users; members (a later collection) never count as staff. */
export const isStaff = (req: PayloadRequest): boolean => req.user?.collection === 'users'

export const isAdmin = (req: PayloadRequest): boolean =>
  isStaff(req) && Array.isArray((req.user as { roles?: string[] }).roles) && (req.user as { roles: string[] }).roles.includes('admin')

export const staffOnly: Access = ({ req }) => isStaff(req)
export const adminOnly: Access = ({ req }) => isAdmin(req)
export const anyone: Access = () => true
export const nobody: Access = () => false
export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req)

/** Anonymous visitors see published documents only; staff see drafts too. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaff(req) ? true : { _status: { equals: 'published' } }

/** Events and offices staff have hidden from the website are theirs alone. */
export const visibleOrStaff: Access = ({ req }) => (isStaff(req) ? true : { visible: { equals: true } })

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
