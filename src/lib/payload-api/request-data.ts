import type { CollectionBeforeOperationHook } from 'payload'

import { badRequest } from './bad-request'

/**
 * A JSON body that is not an object (`null`, `1`, `"x"`, `[]`) reached Payload's create and update,
 * which set fields on it (`_status` for drafts) and failed with a TypeError: 500, before access was
 * even checked. A document is an object.
 */
export const requireObjectData: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || req.payloadAPI === 'local') return args
  const data = (args as { data?: unknown }).data
  if (data !== undefined && (data === null || typeof data !== 'object' || Array.isArray(data))) {
    throw badRequest('The request body must be a JSON object.')
  }
  return args
}
