import { londonMonth } from '../format'
import type { EventSummary } from '../types'

export type MonthGroup = { month: string; events: EventSummary[] }

/** Events under their London month, months and events in start order. */
export function groupByMonth(events: EventSummary[]): MonthGroup[] {
  const sorted = [...events].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id)
  const groups: MonthGroup[] = []
  for (const event of sorted) {
    const month = londonMonth(event.startsAt)
    const last = groups.at(-1)
    if (last?.month === month) last.events.push(event)
    else groups.push({ month, events: [event] })
  }
  return groups
}
