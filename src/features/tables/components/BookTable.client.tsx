'use client'

import { useActionState, useEffect, useState } from 'react'

import { newKey } from '@/lib/forms/fields/useIdempotencyKey'
import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { SubmitButton } from '@/lib/forms/fields'
import { useCloseModalAndGo } from '@/lib/ui/modal/modal-trigger.client'
import { useModal } from '@/lib/ui/modal/ModalProvider.client'
import { BOOKING_NOTES_MAX } from '@/model/tables'

import { bookTableAction } from '../actions'
import { IDLE_BOOKING_FORM } from '../form-state'

export type SlotChoice = { productGroupId: number; productGroupName: string; startDateTime: string; time: string; when: string }

type FormProps = {
  slot: SlotChoice
  partySize: number
  memberName: string
  /** Where to go after booking; empty: /reservation-confirmation. */
  destination?: string
  inModal: boolean
  /** A key made on the server for a page without JavaScript; the browser makes its own. */
  idempotencyKey?: string
}

/**
 * "Make a Booking" (spec 001 section 2, Modals: Book a table): the member's name, "Party of : {n}",
 * the restaurant, the slot's time, the notes, and "Book Table" with a spinner, disabled while it
 * runs. A failure stops the spinner, keeps the form and says what went wrong (the spec only logs).
 */
export function BookingForm({ slot, partySize, memberName, destination, inModal, idempotencyKey }: FormProps) {
  const [state, formAction, pending] = useActionState(bookTableAction, IDLE_BOOKING_FORM)
  // One key for this slot's booking: a retry after an error cannot book twice.
  const [key] = useState(() => idempotencyKey ?? newKey())
  const closeAndGo = useCloseModalAndGo()
  useEffect(() => {
    if (state.booked) closeAndGo(state.booked)
  }, [state.booked, closeAndGo])
  useEffect(() => {
    if (state.message) console.error('Table booking failed:', state.message)
  }, [state])
  return (
    <form action={formAction} aria-label="Make a Booking" className="flex flex-col gap-4">
      {inModal ? null : <h2 className="font-display text-2xl uppercase tracking-wide">Make a Booking</h2>}
      <FormBanner message={state.message} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Name</dt>
        <dd>{memberName}</dd>
        <dt className="sr-only">Party</dt>
        <dd className="col-span-2">Party of : {partySize}</dd>
        <dt className="font-semibold">Place</dt>
        <dd>{slot.productGroupName}</dd>
        <dt className="font-semibold">Time</dt>
        <dd>{slot.when}</dd>
      </dl>
      <input type="hidden" name="startDateTime" value={slot.startDateTime} />
      <input type="hidden" name="productGroupId" value={slot.productGroupId} />
      <input type="hidden" name="requiredCapacity" value={partySize} />
      <input type="hidden" name="idempotencyKey" value={key} />
      {destination ? <input type="hidden" name="destination" value={destination} /> : null}
      {inModal ? <input type="hidden" name="inModal" value="1" /> : null}
      <div className="flex flex-col gap-2">
        <label htmlFor={`notes-${slot.productGroupId}-${slot.startDateTime}`} className="text-sm font-semibold">
          Notes (occasion, special requests, allergies)
        </label>
        <textarea
          id={`notes-${slot.productGroupId}-${slot.startDateTime}`}
          name="notes"
          rows={4}
          maxLength={BOOKING_NOTES_MAX}
          placeholder="Write something..."
          defaultValue={state.values.notes}
          aria-invalid={state.errors.notes ? true : undefined}
          className="border border-black/40 p-3"
        />
        {state.errors.notes ? <p className="text-sm text-red-800">{state.errors.notes}</p> : null}
      </div>
      <SubmitButton pending={pending || Boolean(state.booked)}>Book Table</SubmitButton>
    </form>
  )
}

type SlotsProps = { groups: { name: string; slots: (SlotChoice & { href: string })[] }[]; partySize: number; memberName: string; destination?: string }

/**
 * The available slots, grouped by restaurant or room (spec 001 section 4, Table booking). Each is a
 * link (without JavaScript it opens the form on the page); with JavaScript it opens the modal.
 */
export function SlotList({ groups, partySize, memberName, destination }: SlotsProps) {
  const modal = useModal()
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <section key={group.name} aria-label={group.name} className="flex flex-col gap-3">
          <h2 className="font-display text-xl uppercase tracking-wide">{group.name}</h2>
          <ul className="flex flex-wrap gap-2">
            {group.slots.map((slot) => (
              <li key={slot.startDateTime}>
                <a
                  href={slot.href}
                  className="btn btn-outline min-h-11 min-w-20 justify-center"
                  aria-label={`${slot.time} at ${group.name}`}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                    event.preventDefault()
                    modal.show({
                      kind: 'centre',
                      title: 'Make a Booking',
                      content: <BookingForm slot={slot} partySize={partySize} memberName={memberName} destination={destination} inModal />,
                    })
                  }}
                >
                  {slot.time}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
