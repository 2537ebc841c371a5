import type { ClientType } from '../constants'

/**
 * The membership a tour link asks for: ?club=club|corporate, else the older ?membership=Club|Corporate
 * (spec 001 section 2). Undefined leaves the block's own default.
 */
export function membershipFromQuery(search: string): ClientType | undefined {
  const query = new URLSearchParams(search)
  const club = query.get('club')?.trim().toLowerCase()
  if (club === 'club') return 'Club'
  if (club === 'corporate') return 'Corporate'
  const older = query.get('membership')?.trim()
  if (older === 'Club' || older === 'Corporate') return older
  return undefined
}

/** Club pages link to the tour as ?club=fulham: a club's name there preselects its location. */
export function locationFromQuery(search: string, locations: readonly { label: string; value: number }[]): number | undefined {
  const club = new URLSearchParams(search).get('club')?.trim().toLowerCase()
  return locations.find((l) => l.label.toLowerCase() === club)?.value
}
