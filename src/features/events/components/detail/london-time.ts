import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

import { EVENT_TIME_ZONE } from '../../constants'
import { clockTimeRange, eventDay } from '../../format'

/** ISO 8601 with London's offset, e.g. "2026-07-01T19:00:00+01:00" (schema.org wants the offset). */
export const londonIso = (instant: string | Date): string =>
  format(new TZDate(new Date(instant).getTime(), EVENT_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ssxxx")

/**
 * When an event is, as the event page reads it: one day and "19:00 - 22:00"; both days when it
 * runs past midnight into another London day.
 */
export function londonWhen(startsAt: string, endsAt?: string | null): { date: string; time: string } {
  const start = eventDay(startsAt)
  const end = endsAt ? eventDay(endsAt) : start
  return { date: end === start ? start : `${start} - ${end}`, time: clockTimeRange(startsAt, endsAt) }
}
