/**
 * The ticket request's words: the form, its server and the JSON API say the same things. The
 * failure text is the spec's (spec 000 section 8), kept here so this feature needs no other.
 */

export { API_ERROR_MESSAGE } from '@/lib/http/api-error'

export const MESSAGE_MAX_LENGTH = 4000

/** Field messages; the first four are the enquiry forms' words for the same fields. */
export const TICKET_MESSAGES = {
  fullNameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  messageTooLong: `Please keep your message under ${MESSAGE_MAX_LENGTH} characters`,
  tooLong: 'Please shorten this.',
  notText: 'Please enter text here',
  quantityInvalid: 'Please choose a quantity from the list.',
  itemsInvalid: 'Send the tickets as a list of { "index": number, "quantity": number }.',
  noTickets: 'Choose at least one ticket.',
  ticketGone: 'This ticket is no longer available. Please reload the page and choose again.',
  ticketListedTwice: 'Each ticket may be listed once.',
  checkFields: 'Please check the highlighted fields.',
  badKey: 'Idempotency-Key must be 8 to 200 printable characters, such as a UUID.',
  tooMany: 'We have received several ticket requests from your connection in a short time. Please wait a few minutes before sending another.',
  keyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
} as const

export const ticketSoldOut = (title: string) => `${title} is sold out.`

export function quantityOutOfRange(title: string, min: number, max: number): string {
  return min === max ? `${title}: choose ${min}, or none.` : `${title}: choose between ${min} and ${max}, or none.`
}

/** Why an event takes no requests, as the page and the API say it. */
export const EVENT_CLOSED = {
  notFound: 'We can’t find this event.',
  soldOut: 'This event is sold out.',
  started: 'This event has already started, so tickets can no longer be requested.',
  noTickets: 'Tickets for this event are not sold online. Please contact our events team.',
} as const

export const TICKET_TEXTS = {
  heading: 'Request tickets',
  ticketsLegend: 'Tickets',
  detailsLegend: 'Your details',
  submit: 'Request tickets',
  soldOut: 'Sold out',
  total: 'Total',
  paymentNote:
    'Card payment is not online yet. Send your request and our events team will confirm your tickets and take payment within 24 hours.',
  labels: { fullName: 'Full name', email: 'Email address', phone: 'Phone number', message: 'Message' },
  confirmationHeading: 'Thank you for your request',
  confirmationText: 'Our events team will confirm your tickets and take payment within 24 hours. We have sent a copy to your e-mail.',
} as const

/** The per-order limits under an item: "Up to 4 per order", "2 to 6 per order", "2 per order". */
export function limitsNote(min: number, max: number): string {
  if (min === max) return `${min} per order`
  return min <= 1 ? `Up to ${max} per order` : `${min} to ${max} per order`
}
