import Link from 'next/link'

import type { MyScheduleBlock } from '@/payload-types'
import { MEMBER_TICKET_LABELS, upcomingTicketsFor } from '@/features/events/tickets/member-tickets.server'
import { bookingsOf } from '@/features/tables/bookings.server'
import { BookingDetails } from '@/features/tables/components/BookingDetails'
import { slotDateTime } from '@/features/tables/slots'
import { currentMember } from '@/model/member-identity'

import type { BlockContext } from '../types'

type Props = Partial<Omit<MyScheduleBlock, 'blockType'>> & BlockContext

/**
 * My schedule (spec 000 section 2): the signed-in member's table bookings and event ticket
 * requests still to come, soonest first; a booking can be cancelled here (it then shows as cancelled).
 */
export default async function MyScheduleComponent({ title, emptyText, signedOutText, isFirst }: Props) {
  const Heading = isFirst ? 'h1' : 'h2'
  const member = await currentMember()
  const body = await (async () => {
    if (!member) {
      return (
        <p>
          {signedOutText || 'Please log in to see your schedule.'}{' '}
          <Link href="/login?next=/my-schedule" className="underline underline-offset-4">
            Log in
          </Link>
        </p>
      )
    }
    const [bookings, tickets] = await Promise.all([bookingsOf(member.id), upcomingTicketsFor(member)])
    const entries = [
      // Cancelled ones stay, marked, until their time has passed: the member sees what they cancelled.
      ...bookings.map((b) => ({ at: b.startDateTime, node: <BookingDetails key={`b${b.id}`} booking={b} heading="h3" /> })),
      ...tickets.map((t) => ({
        at: t.startsAt,
        node: (
          <article key={`t${t.id}`} className="flex flex-col gap-2 border border-black/20 p-5" aria-label={`Tickets ${t.reference}`}>
            <h3 className="font-display text-xl uppercase tracking-wide">{t.eventSlug ? <Link href={`/event/${t.eventSlug}`} className="underline-offset-4 hover:underline">{t.eventTitle}</Link> : t.eventTitle}</h3>
            <p className="text-sm">
              {slotDateTime(t.startsAt)} · {t.quantity === 1 ? '1 ticket' : `${t.quantity} tickets`} · {MEMBER_TICKET_LABELS[t.status]} · {t.reference}
            </p>
          </article>
        ),
      })),
    ].sort((a, b) => a.at.localeCompare(b.at))
    if (!entries.length) {
      return (
        <p>
          {emptyText || 'You have nothing booked yet.'}{' '}
          <Link href="/book-a-table" className="underline underline-offset-4">
            Book a table
          </Link>{' '}
          or{' '}
          <Link href="/events" className="underline underline-offset-4">
            see what’s on
          </Link>
          .
        </p>
      )
    }
    return (
      <>
        <div className="flex flex-col gap-4">{entries.map((e) => e.node)}</div>
        <p className="flex flex-wrap gap-x-6 text-sm [&>a]:inline-flex [&>a]:min-h-11 [&>a]:items-center">
          <Link href="/book-a-table" className="underline underline-offset-4">
            Book a table
          </Link>
          <Link href="/events" className="underline underline-offset-4">
            See what’s on
          </Link>
        </p>
      </>
    )
  })()
  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <Heading className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title || 'My schedule'}</Heading>
        {body}
      </div>
    </section>
  )
}
