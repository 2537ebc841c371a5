import { randomUUID } from 'node:crypto'

import Link from 'next/link'
import { redirect } from 'next/navigation'

import { signInPathFor } from '@/features/members/web-session.server'
import { availability } from '@/features/tables/bookings.server'
import { bookingClubs } from '@/features/tables/clubs.server'
import { BookingForm, SlotList, type SlotChoice } from '@/features/tables/components/BookTable.client'
import { DAY, londonToday, slotDateTime, slotTime } from '@/features/tables/slots'
import { fieldStyles } from '@/lib/forms/fields'
import { currentMember } from '@/model/member-identity'
import { TABLE_BOOKING_LOCATION_ID } from '@/model/tables'

import { AccountPage } from '../account/account-page'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Book a table | Clubhouse', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''
const PARTY_SIZES = Array.from({ length: 8 }, (_, i) => i + 1)

/**
 * Booking a table (issue 15; spec 001 section 4, Table booking): a day, a party and a club; the
 * available slots grouped by restaurant or room; a slot opens "Make a Booking". Members only. The
 * search is a plain GET form and each slot a link, so it all works without JavaScript too.
 */
export default async function BookATablePage({ searchParams }: Props) {
  const query = await searchParams
  const back = `/book-a-table${Object.keys(query).length ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, one(v)])).toString()}` : ''}`
  const member = await currentMember()
  if (!member) redirect(await signInPathFor(back))
  const today = londonToday()
  const date = DAY.test(one(query.date)) && one(query.date) >= today ? one(query.date) : today
  const party = Math.min(8, Math.max(1, Number(one(query.party)) || 2))
  const club = Number(one(query.club)) || TABLE_BOOKING_LOCATION_ID
  const [clubs, slots] = await Promise.all([bookingClubs(), availability({ date, partySize: party, club })])
  const open = slots.filter((s) => s.isAvailable)
  const base = { date, party: String(party), club: String(club) }
  const choice = (s: (typeof slots)[number]): SlotChoice & { href: string } => ({
    ...s,
    time: slotTime(s.startDateTime),
    when: slotDateTime(s.startDateTime),
    href: `/book-a-table?${new URLSearchParams({ ...base, slot: s.startDateTime, pg: String(s.productGroupId) })}#make-a-booking`,
  })
  const groups = [...new Set(open.map((s) => s.productGroupName))].map((name) => ({ name, slots: open.filter((s) => s.productGroupName === name).map(choice) }))
  const picked = open.find((s) => s.startDateTime === one(query.slot) && String(s.productGroupId) === one(query.pg))
  const memberName = `${member.firstName} ${member.lastName}`
  return (
    <AccountPage path="/book-a-table" title="Book a table" wide>
      <form method="get" action="/book-a-table" aria-label="Find a table" className="grid gap-4 border-b border-black/15 pb-6 tab:grid-cols-[1fr_1fr_1fr_auto] tab:items-end">
        <div className={fieldStyles.field}>
          <label htmlFor="table-date" className={fieldStyles.label}>
            Date
          </label>
          <input id="table-date" name="date" type="date" min={today} defaultValue={date} required className={fieldStyles.control} />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="table-party" className={fieldStyles.label}>
            Party size
          </label>
          <select id="table-party" name="party" defaultValue={String(party)} className={fieldStyles.control}>
            {PARTY_SIZES.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 guest' : `${n} guests`}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="table-club" className={fieldStyles.label}>
            Club
          </label>
          <select id="table-club" name="club" defaultValue={String(club)} className={fieldStyles.control}>
            <option value={TABLE_BOOKING_LOCATION_ID}>All clubs</option>
            {clubs.map((c) => (
              <option key={c.locationId} value={c.locationId}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-dark min-h-11">
          FIND A TABLE
        </button>
      </form>
      <p role="status" className="text-sm">
        {open.length
          ? `${open.length} ${open.length === 1 ? 'time' : 'times'} free for ${party === 1 ? '1 guest' : `${party} guests`} on ${slotDateTime(open[0]!.startDateTime).split(', ')[1]}. Times are London time.`
          : 'No tables are free for that day and party. Try another day or club, or call the club for larger parties.'}
      </p>
      {picked ? (
        <div id="make-a-booking" className="border border-black p-6">
          <BookingForm slot={choice(picked)} partySize={party} memberName={memberName} inModal={false} idempotencyKey={randomUUID()} />
        </div>
      ) : null}
      <SlotList groups={groups} partySize={party} memberName={memberName} />
      <p className="text-sm">
        <Link href="/my-schedule" className="underline underline-offset-4">
          See your bookings in My schedule
        </Link>
      </p>
    </AccountPage>
  )
}
