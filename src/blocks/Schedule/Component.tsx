import type { ScheduleBlock } from '@/payload-types'
import { sectionColours } from '@/lib/ui/colours'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { asColour, PlainText } from '@/lib/ui/section-text'

import type { BlockContext } from '../types'
import { ScheduleTabs, type ScheduleMonth } from './Component.client'

type Props = Partial<Omit<ScheduleBlock, 'blockType'>> & BlockContext
type Item = ScheduleBlock['items'][number]

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** The month open first when it has items (spec 000 section 2). */
export const DEFAULT_MONTH = 'June'

const TIME_ZONE = 'Europe/London'
const dayParts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' })
const dayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' })

/** The London calendar day of a stored date: a date picked as 1 July is 1 July whatever the hour stored. */
function londonDay(value: string | null | undefined): { year: number; month: number; day: number; date: Date } | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const parts = Object.fromEntries(dayParts.formatToParts(date).map((p) => [p.type, p.value]))
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), date }
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Groups the items into months by their date, in date order. Month tabs are named January to
 * December; when the schedule runs over more than one year the year is added to the names.
 */
export function groupByMonth(items: Item[]): ScheduleMonth[] {
  const dated = items
    .map((item, index) => ({ item, index, day: londonDay(item.date) }))
    .filter((x): x is typeof x & { day: NonNullable<typeof x.day> } => x.day !== null && Boolean(x.item.title))
    .sort((a, b) => a.day.date.getTime() - b.day.date.getTime() || a.index - b.index)
  const years = new Set(dated.map((x) => x.day.year))
  const months = new Map<string, ScheduleMonth>()
  for (const { item, index, day } of dated) {
    const key = `${day.year}-${pad(day.month)}`
    const name = MONTHS[day.month - 1]!
    let month = months.get(key)
    if (!month) {
      month = { key, name, label: years.size > 1 ? `${name} ${day.year}` : name, rows: [] }
      months.set(key, month)
    }
    month.rows.push({
      id: item.id ?? `item-${index}`,
      title: item.title,
      isoDate: `${day.year}-${pad(day.month)}-${pad(day.day)}`,
      dateLabel: dayLabel.format(day.date),
      time: item.time ?? null,
      about: item.about ?? null,
      price: item.price ?? null,
      location: item.location ?? null,
      image: isMediaDoc(item.roomImage) ? (
        <MediaImage media={item.roomImage} sizes="(min-width: 834px) 320px, calc(100vw - 48px)" className="h-auto w-full object-cover" />
      ) : null,
    })
  }
  return [...months.values()]
}

/** June when it has items, otherwise the first month that has. */
export const defaultMonthKey = (months: ScheduleMonth[]): string | undefined =>
  (months.find((m) => m.name === DEFAULT_MONTH) ?? months[0])?.key

/**
 * Schedule (spec 000 sections 2 and 3): items in month tabs, June first; one row open at a time,
 * the first row of the month open to begin with.
 */
export default function ScheduleComponent({ title, intro, items, colour }: Props) {
  const months = groupByMonth(items ?? [])
  const initial = defaultMonthKey(months)
  if (!initial) return null
  const tone = asColour(colour)
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[tone]}`}>
      <div className="mx-auto max-w-5xl">
        <h2 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title || "What's on"}</h2>
        <PlainText text={intro} className="mt-6 max-w-3xl" />
        <ScheduleTabs months={months} initialMonth={initial} label={`${title || "What's on"}: months`} />
      </div>
    </section>
  )
}
