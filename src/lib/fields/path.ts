import type { FieldHook } from 'payload'

import { normalizePath } from '@/lib/paths/normalize'

/** Stores a path the way the site looks it up, whatever staff typed (/Fulham/ becomes /fulham). */
export const normalizePathHook: FieldHook = ({ value }) => (typeof value === 'string' ? normalizePath(value) : value)
