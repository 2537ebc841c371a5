import type { CollectionConfig } from 'payload'

import { refuseControlCharacters } from './control-characters'
import { rejectImpossibleIds } from './document-ids'
import { capListLimit } from './list-limit'
import { requireObjectData } from './request-data'
import { checkWhereOperators } from './where-operators'

/**
 * What every collection's API does besides its own rules: impossible ids are 404, a body that is
 * not an object, control characters and unrunnable filters 400, list pages capped.
 */
export const withApiGuards = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [rejectImpossibleIds, requireObjectData, refuseControlCharacters, checkWhereOperators, capListLimit, ...(collection.hooks?.beforeOperation ?? [])],
  },
})
