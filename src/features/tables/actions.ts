'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { fieldErrors } from '@/lib/forms/errors'
import { typedValues } from '@/lib/forms/form-values'
import { safeNextPath } from '@/lib/paths/next-path'
import { isClientKey } from '@/lib/submissions/keys'
import { currentMember } from '@/model/member-identity'

import { book, cancelBooking } from './bookings.server'
import type { BookingFormState } from './form-state'
import { bookingRequestSchema, TABLE_MESSAGES } from './schema'

/**
 * The "Make a Booking" form (spec 001 section 2, Modals: Book a table), in the modal with
 * JavaScript and on the page without. Success goes to the confirmation (the modal closes first,
 * in the browser); a failure says what went wrong and keeps the form.
 */
export async function bookTableAction(_previous: BookingFormState, formData: FormData): Promise<BookingFormState> {
  const values = typedValues(formData)
  const member = await currentMember()
  if (!member) return { errors: {}, values, message: TABLE_MESSAGES.signIn }
  const parsed = bookingRequestSchema.safeParse(values)
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values }
  const key = typeof values.idempotencyKey === 'string' && isClientKey(values.idempotencyKey) ? values.idempotencyKey : null
  const done = await book(member.id, parsed.data, key)
  if (!done.ok) return { errors: done.errors ?? {}, values, message: done.message }
  const destination = `${safeNextPath(values.destination, '/reservation-confirmation')}?booking=${done.booking.id}`
  if (values.inModal === '1') return { errors: {}, values: {}, booked: destination }
  redirect(destination)
}

/** Cancel a booking from My schedule or its confirmation. */
export async function cancelBookingAction(_previous: BookingFormState, formData: FormData): Promise<BookingFormState> {
  const member = await currentMember()
  if (!member) return { errors: {}, values: {}, message: TABLE_MESSAGES.signIn }
  const id = Number(formData.get('bookingId'))
  if (!Number.isSafeInteger(id) || id <= 0) return { errors: {}, values: {}, message: TABLE_MESSAGES.notFound }
  const done = await cancelBooking(member.id, id)
  refresh()
  // The page shows the booking as cancelled once refreshed; the notice covers a page that does not list it.
  return done.ok ? { errors: {}, values: {}, notice: `Booking ${done.booking.reference} is cancelled.` } : { errors: {}, values: {}, message: done.message }
}
