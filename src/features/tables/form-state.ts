/** What the booking forms' actions answer. */
export type BookingFormState = {
  errors: Record<string, string>
  values: Record<string, string>
  message?: string
  /** Booked from the modal: where to go once it has closed. */
  booked?: string
  notice?: string
}

export const IDLE_BOOKING_FORM: BookingFormState = { errors: {}, values: {} }
