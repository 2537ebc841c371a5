import { NotFound, type CollectionBeforeOperationHook } from 'payload'

/** Ids are PostgreSQL `serial` integers: anything else names no document. */
const MAX_ID = 2_147_483_647

const OPERATIONS_BY_ID = new Set(['read', 'update', 'delete', 'findVersionByID', 'restoreVersion'])

export const isPossibleId = (id: unknown): boolean => {
  const n = typeof id === 'string' && /^-?\d+$/.test(id) ? Number(id) : id
  return typeof n === 'number' && Number.isSafeInteger(n) && Math.abs(n) <= MAX_ID
}

/**
 * Payload's REST routes turn the id in the path into a number with parseFloat, so /clubs/abc asks
 * the database for NaN and /events/1e99 for a value out of range: both failed as 500. A document
 * that cannot exist is not found.
 */
export const rejectImpossibleIds: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const id = (args as { id?: unknown }).id
  if (OPERATIONS_BY_ID.has(operation) && id !== undefined && !isPossibleId(id)) throw new NotFound(req.t)
  return args
}
