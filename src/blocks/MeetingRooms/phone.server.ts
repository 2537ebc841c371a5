import 'server-only'

import { groupAnchor } from '@/features/meeting-rooms/group'
import { getShellData } from '@/features/shell/queries.server'

/**
 * The number to offer when the rooms cannot be read: the visitor's club's when they came from one
 * (it is in the footer's locations), otherwise the footer's enquiry line, otherwise the site's.
 */
export async function meetingRoomsPhone(club: string | null): Promise<string | null> {
  const { footer, settings } = await getShellData()
  const clubs = (footer.locations ?? []).flatMap((location) => (typeof location === 'object' && location ? [location] : []))
  const own = club ? clubs.find((c) => groupAnchor(c.name) === groupAnchor(club))?.phone : null
  return own?.trim() || footer.enquiry?.phone?.trim() || settings.phoneNumber?.trim() || null
}
