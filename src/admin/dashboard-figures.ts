import { TZDate } from '@date-fns/tz'
import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { hasRole, type StaffRole } from '@/lib/access'

import { toQueryString } from './list-query'

/**
 * The back office's front page (src/admin/Dashboard.tsx): what needs doing today, each
 * figure counted by the database and linked to the list it counts. "Today" is the club's day in
 * London, whatever the server's clock zone. Sales figures are for the sales team and
 * administrators, content figures for the content team and administrators.
 */

const CLUB_TIME_ZONE = 'Europe/London'

export type Day = { start: Date; end: Date }

/** The London calendar day holding `now`: midnight to midnight, 23 or 25 hours on the clock-change days. */
export function londonDay(now: Date): Day {
  const here = new TZDate(now.getTime(), CLUB_TIME_ZONE)
  const [y, m, d] = [here.getFullYear(), here.getMonth(), here.getDate()]
  return {
    start: new Date(new TZDate(y, m, d, 0, 0, CLUB_TIME_ZONE).getTime()),
    end: new Date(new TZDate(y, m, d + 1, 0, 0, CLUB_TIME_ZONE).getTime()),
  }
}

export type Figure = {
  key: string
  /** Who may see it. */
  role: Exclude<StaffRole, 'admin'>
  label: string
  /** What the figure counts, read with the viewer's own access. */
  collection: CollectionSlug
  where: Where
  /** The list showing exactly what was counted. */
  href: string
}

export type CountedFigure = Figure & { count: number | null }

const within = (path: string, { start, end }: Day): Where[] => [{ [path]: { greater_than_equal: start.toISOString() } }, { [path]: { less_than: end.toISOString() } }]

/** A list's filter in the `or`/`and` form the list's own filter builder shows and edits. */
const filtered = (adminRoute: string, collection: CollectionSlug, and: Where[]) =>
  `${adminRoute}/collections/${collection}?${toQueryString({ where: { or: [{ and }] } })}`

/** Every figure the dashboard knows, for the day given. */
export function allFigures(day: Day, now: Date, adminRoute: string): Figure[] {
  const list = (key: string, role: Figure['role'], label: string, collection: CollectionSlug, and: Where[]): Figure => ({
    key,
    role,
    label,
    collection,
    where: { and },
    href: filtered(adminRoute, collection, and),
  })
  return [
    list('leads-today', 'sales', 'New leads today', 'leads', within('createdAt', day)),
    list('enquiries-today', 'sales', 'Enquiries today', 'enquiries', within('createdAt', day)),
    {
      key: 'applications-to-review',
      role: 'sales',
      label: 'Applications awaiting review',
      collection: 'leads',
      // Complete and not yet decided: what the committee's buttons are for (Waitlisted ones wait by choice).
      where: { membershipStatus: { equals: 'Applied' } },
      href: `${adminRoute}/applications?status=Applied`,
    },
    list('ticket-orders-today', 'sales', 'Ticket orders paid today', 'ticket-orders', [...within('paidAt', day), { status: { equals: 'paid' } }]),
    list('table-bookings-today', 'sales', 'Table bookings for today', 'table-bookings', [...within('startDateTime', day), { status: { equals: 'confirmed' } }]),
    // Membership dues to act on (issue 34 §4, decision 061): members in arrears, and collections that
    // could not start (no mandate, no price for an age, the provider refusing), which wait for staff.
    list('dues-arrears', 'sales', 'Members in arrears', 'dues', [{ standing: { equals: 'arrears' } }]),
    list('dues-not-collecting', 'sales', 'Dues not collecting', 'dues', [{ collectionError: { exists: true } }]),
    list('pages-unpublished', 'content', 'Pages not yet published', 'pages', [{ _status: { equals: 'draft' } }]),
    list('events-hidden', 'content', 'Upcoming events hidden from the website', 'events', [{ visible: { equals: false } }, { startsAt: { greater_than_equal: now.toISOString() } }]),
  ]
}

/** The figures this staff member's roles allow: a content editor sees no sales figure, and the other way round. */
export function figuresFor(user: PayloadRequest['user'] | null | undefined, now: Date, adminRoute: string): Figure[] {
  const req = { user } as PayloadRequest
  return allFigures(londonDay(now), now, adminRoute).filter((f) => hasRole(req, f.role))
}

type Count = (args: { collection: CollectionSlug; where: Where }) => Promise<{ totalDocs: number }>

/** Each figure's count from the database, all at once; one that cannot be read shows as unknown rather than failing the page. */
export async function countFigures(figures: Figure[], count: Count): Promise<CountedFigure[]> {
  return Promise.all(
    figures.map(async (f) => {
      try {
        return { ...f, count: (await count({ collection: f.collection, where: f.where })).totalDocs }
      } catch {
        return { ...f, count: null }
      }
    }),
  )
}
