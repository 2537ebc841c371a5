import Link from 'next/link'

import { bookingOf } from '@/features/tables/bookings.server'
import { BookingDetails } from '@/features/tables/components/BookingDetails'
import { currentMember } from '@/model/member-identity'

import { CmsPage, cmsMetadata } from '../_page/cms-page'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  return { ...(await cmsMetadata('reservation-confirmation')), robots: { index: false, follow: false } }
}

/**
 * The default page after a table booking (spec 000 section 2): the CMS page's own content, with
 * the booking just made (?booking=) above it, to its member only; anyone else sees a way to book.
 */
export default async function ReservationConfirmationPage({ searchParams }: Props) {
  const query = await searchParams
  const id = Number(Array.isArray(query.booking) ? query.booking[0] : query.booking)
  const member = await currentMember()
  const booking = member && Number.isSafeInteger(id) && id > 0 ? await bookingOf(member.id, id) : null
  const lead = (
    <section className="px-6 pt-16 tab:px-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {booking ? (
          <>
            <h1 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{booking.status === 'cancelled' ? 'Booking cancelled' : 'Your table is booked'}</h1>
            <BookingDetails booking={booking} />
            <p className="flex flex-wrap gap-4 text-sm">
              <Link href="/my-schedule" className="inline-flex min-h-11 items-center underline underline-offset-4">
                My schedule
              </Link>
              <Link href="/book-a-table" className="inline-flex min-h-11 items-center underline underline-offset-4">
                Book another table
              </Link>
            </p>
          </>
        ) : (
          <p className="border border-black/20 p-4">
            {member ? (
              'There is no booking of yours to show here.'
            ) : (
              <>
                <Link href={`/login?next=${encodeURIComponent(`/reservation-confirmation${Number.isSafeInteger(id) && id > 0 ? `?booking=${id}` : ''}`)}`} className="underline underline-offset-4">
                  Log in
                </Link>{' '}
                to see your booking.
              </>
            )}{' '}
            <Link href="/book-a-table" className="underline underline-offset-4">
              Book a table
            </Link>
          </p>
        )}
      </div>
    </section>
  )
  return <CmsPage path="reservation-confirmation" searchParams={query} lead={lead} />
}
