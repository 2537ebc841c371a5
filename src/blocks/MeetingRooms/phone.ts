import { groupAnchor } from '@/features/meeting-rooms/group'
import type { ShellData } from '@/features/shell/types'

/**
 * The number to offer when the rooms cannot be read: the visitor's club's when they came from one
 * (it is in the footer's locations), otherwise the footer's enquiry line, otherwise the site's.
 * The page hands the shell data down (block context), so nothing is read again here.
 */
export function meetingRoomsPhone(shell: ShellData | undefined, club: string | null): string | null {
  if (!shell) return null
  const { footer, settings } = shell
  const clubs = (footer.locations ?? []).flatMap((location) => (typeof location === 'object' && location ? [location] : []))
  const own = club ? clubs.find((c) => groupAnchor(c.name) === groupAnchor(club))?.phone : null
  return own?.trim() || footer.enquiry?.phone?.trim() || settings.phoneNumber?.trim() || null
}
