import type { CollectionBeforeOperationHook } from 'payload'

import { isAdmin } from '@/lib/access'

/** The most a list page holds over the API for anyone but an administrator (the back office's largest page size). */
export const MAX_LIST_LIMIT = 100

const LIST_OPERATIONS = new Set(['read', 'findVersions'])

/**
 * `?limit=100000` (or `limit=0`, `pagination=false`: everything) made one request read and send a
 * whole table. Over REST and GraphQL a page is at most MAX_LIST_LIMIT documents; administrators
 * keep any size, and the server's own Local API calls are not limited.
 */
export const capListLimit: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!LIST_OPERATIONS.has(operation) || req.payloadAPI === 'local') return args
  const list = args as { id?: unknown; limit?: unknown; page?: unknown; pagination?: boolean }
  if (list.id !== undefined) return args
  // A repeated parameter (limit=1&limit=2) arrives as an array, which reached the SQL as a record: 500.
  // Anything but a number is as if it were absent, as Payload already treats limit=abc.
  for (const key of ['limit', 'page'] as const) if (list[key] !== undefined && typeof list[key] !== 'number') list[key] = undefined
  if (isAdmin(req)) return args
  const limit = list.limit as number | undefined
  const withinCap = typeof limit !== 'number' || (Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIST_LIMIT)
  if (withinCap && list.pagination !== false) return args
  return { ...args, limit: withinCap && typeof limit === 'number' ? limit : MAX_LIST_LIMIT, pagination: true } as typeof args
}
