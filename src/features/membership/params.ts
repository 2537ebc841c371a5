/** The memberships /book-a-tour can show, chosen by its `membership` query parameter (spec 000 section 2). */
export const TOUR_MEMBERSHIPS = ['Club', 'Corporate'] as const
export type TourMembership = (typeof TOUR_MEMBERSHIPS)[number]

/**
 * 'Club' or 'Corporate' exactly; anything else, or nothing, means Club. A parameter given twice
 * counts by its first value, the way the browser's URLSearchParams.get reads it.
 */
export function parseMembership(value: string | string[] | undefined): TourMembership {
  const first = Array.isArray(value) ? value[0] : value
  return first === 'Corporate' ? 'Corporate' : 'Club'
}
