import type { Booking } from '../bookings.server'
import { slotDateTime } from '../slots'
import { CancelBookingButton } from './CancelBookingButton.lazy'

/** One booking as its member sees it: where, when, how many, the notes, and a way to cancel it. */
export function BookingDetails({ booking, heading = 'h2' }: { booking: Booking; heading?: 'h1' | 'h2' | 'h3' }) {
  const Heading = heading
  const cancelled = booking.status === 'cancelled'
  return (
    <article className={`flex flex-col gap-3 border border-black/20 p-5 ${cancelled ? 'opacity-70' : ''}`} aria-label={`Booking ${booking.reference}`}>
      <Heading className="font-display text-xl uppercase tracking-wide">
        {booking.productGroupName}
        {booking.clubName ? <span className="block font-sans text-sm normal-case tracking-normal">{booking.clubName}</span> : null}
      </Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">When</dt>
        <dd>{slotDateTime(booking.startDateTime)}</dd>
        <dt className="font-semibold">Party</dt>
        <dd>{booking.partySize === 1 ? '1 guest' : `${booking.partySize} guests`}</dd>
        <dt className="font-semibold">Reference</dt>
        <dd>{booking.reference}</dd>
        {booking.notes ? (
          <>
            <dt className="font-semibold">Notes</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{booking.notes}</dd>
          </>
        ) : null}
        {cancelled ? null : (
          <>
            <dt className="font-semibold">Status</dt>
            <dd>Confirmed</dd>
          </>
        )}
      </dl>
      {cancelled ? (
        <p role="status" className="text-sm font-semibold">
          Booking {booking.reference} is cancelled.
        </p>
      ) : new Date(booking.startDateTime) <= new Date() ? null : (
        <CancelBookingButton bookingId={booking.id} reference={booking.reference} />
      )}
    </article>
  )
}
