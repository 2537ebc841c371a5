/**
 * The memberships /book-a-tour can show, chosen by its `membership` query parameter (spec 000
 * section 2). Social is the third type spec 000 names (section 1, the enquiry form's Social
 * variant); its page is /book-a-tour?membership=Social (docs/decisions/073).
 */
export const TOUR_MEMBERSHIPS = ['Club', 'Social', 'Corporate'] as const
export type TourMembership = (typeof TOUR_MEMBERSHIPS)[number]

/**
 * 'Club', 'Social' or 'Corporate' exactly; anything else, or nothing, means Club. A parameter given
 * twice counts by its first value, the way the browser's URLSearchParams.get reads it.
 */
export function parseMembership(value: string | string[] | undefined): TourMembership {
  const first = Array.isArray(value) ? value[0] : value
  return TOUR_MEMBERSHIPS.find((m) => m === first) ?? 'Club'
}

/** The enquiry form's variant for a membership (spec 000 section 3: club, social and corporate). */
export function enquiryVariantOf(membership: TourMembership): 'club' | 'social' | 'corporate' {
  return membership === 'Corporate' ? 'corporate' : membership === 'Social' ? 'social' : 'club'
}

/** The page where a membership's visitors enquire and book a tour: /book-a-tour?membership=… */
export const tourPathOf = (membership: TourMembership): string => `/book-a-tour?membership=${membership}`
