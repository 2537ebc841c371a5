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
  orderClosed: 'This order was cancelled and its seats released. Please choose your tickets again.',
  arrears: 'Your membership dues are in arrears, so tickets to members’ events cannot be bought online until they are settled. See My membership, or call the club.',
} as const

/** Fair use (issue 32 §2, decision 043): seats held and not yet paid for, per buyer and per connection. */
export const unpaidCap = (by: 'email' | 'address', max: number) =>
  by === 'email'
    ? `Sorry, one buyer can hold at most ${max} unpaid seats for this event. Please pay for the tickets already held for you, or try again when their hold ends.`
    : `Sorry, at most ${max} unpaid seats for this event can be held from one connection. Please pay for the tickets already held, or try again when their hold ends.`

export const ticketSoldOut = (title: string) => `${title} is sold out.`

/** Fewer left than asked for: said before buying (the page) and when another buyer was quicker (the purchase). */
export const onlyLeft = (title: string, left: number) => (left === 0 ? `Sorry, ${title} has just sold out.` : `Sorry, only ${left} left of ${title}.`)

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
  heading: 'Buy tickets',
  ticketsLegend: 'Tickets',
  detailsLegend: 'Your details',
  submit: 'Continue to payment',
  soldOut: 'Sold out',
  total: 'Total',
  none: 'None',
  paymentNote: (minutes: number) =>
    `You pay by card on the next page. We hold your tickets for ${minutes} minutes while you pay; your confirmation and the event for your calendar come by e-mail.`,
  paymentNoteShort: 'Tickets are paid for by card when you book; your confirmation comes by e-mail.',
  labels: { fullName: 'Full name', email: 'Email address', phone: 'Phone number', message: 'Message' },
} as const

/** What is left of an item, once few enough to matter to a buyer. */
export const leftNote = (left: number) => (left === 1 ? 'Last one' : `${left} left`)

/** The per-order limits under an item: "Up to 4 per order", "2 to 6 per order", "2 per order". */
export function limitsNote(min: number, max: number): string {
  if (min === max) return `${min} per order`
  return min <= 1 ? `Up to ${max} per order` : `${min} to ${max} per order`
}
