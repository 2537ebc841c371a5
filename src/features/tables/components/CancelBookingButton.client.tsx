'use client'

import { useActionState, useState } from 'react'

import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { SubmitButton } from '@/lib/forms/fields'
import { useFormPermalink } from '@/lib/forms/useFormPermalink'

import { cancelBookingAction } from '../actions'
import { IDLE_BOOKING_FORM } from '../form-state'

/** Cancel, after a second press that confirms it (a plain form post: it works without JavaScript). */
export function CancelBookingButton({ bookingId, reference }: { bookingId: number; reference: string }) {
  // Several on one page: each posts to its own anchor, so a page without JavaScript comes back at
  // the booking it cancelled, and the form's action is a real address (not action="", decision 049).
  const anchor = `cancel-booking-${bookingId}`
  const permalink = useFormPermalink()
  const [state, formAction, pending] = useActionState(cancelBookingAction, IDLE_BOOKING_FORM, permalink && `${permalink}#${anchor}`)
  const [asking, setAsking] = useState(false)
  if (state.notice)
    return (
      <p role="status" id={anchor}>
        {state.notice}
      </p>
    )
  return (
    <form id={anchor} action={formAction} className="flex flex-wrap items-center gap-3">
      <FormBanner message={state.message} />
      <input type="hidden" name="bookingId" value={bookingId} />
      {asking ? (
        <>
          <span className="text-sm">Cancel booking {reference}?</span>
          <SubmitButton pending={pending} className="btn btn-dark min-h-11">
            YES, CANCEL IT
          </SubmitButton>
          <button type="button" className="btn btn-outline min-h-11" onClick={() => setAsking(false)}>
            KEEP IT
          </button>
        </>
      ) : (
        <button
          type="submit"
          className="btn btn-outline min-h-11"
          onClick={(event) => {
            // With JavaScript the first press asks; without, the post itself cancels.
            event.preventDefault()
            setAsking(true)
          }}
          aria-label={`Cancel booking ${reference}`}
        >
          CANCEL BOOKING
        </button>
      )}
    </form>
  )
}
