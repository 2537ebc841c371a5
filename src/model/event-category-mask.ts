import { EVENT_CATEGORIES } from './events'

/**
 * An event's categories as one integer, bit i for EVENT_CATEGORIES[i], kept on the event row
 * (events.category_mask) so the search counts and filters categories without joining their table
 * (docs/decisions/009). The bits are stored: add new categories at the end, never reorder.
 */
export function categoryMask(values: readonly unknown[] | null | undefined): number {
  let mask = 0
  for (const value of values ?? []) {
    const bit = EVENT_CATEGORIES.findIndex((c) => c.value === value)
    if (bit >= 0) mask |= 1 << bit
  }
  return mask
}

/** `CASE value WHEN 'social' THEN 1 ... END` for SQL that builds the same mask from the categories table. */
export const categoryBitSql = (column: string): string =>
  `CASE ${column}::text ${EVENT_CATEGORIES.map((c, i) => `WHEN '${c.value}' THEN ${1 << i}`).join(' ')} ELSE 0 END`
