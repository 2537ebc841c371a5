/**
 * The event model's options: stored values the Events collection, its database mask and the search
 * share. Features and blocks read them from here (or through src/features/events/constants).
 */

/** Stored status values and the words visitors see (spec: SOLD OUT, LAST FEW TICKETS or other). */
export const EVENT_STATUSES = [
  { value: 'on-sale', label: 'On sale', badge: null },
  { value: 'last-few-tickets', label: 'LAST FEW TICKETS', badge: 'LAST FEW TICKETS' },
  { value: 'sold-out', label: 'SOLD OUT', badge: 'SOLD OUT' },
] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]['value']

/** The membership an event is for: the member events filter calls this "membership type". */
export const EVENT_TYPES = [
  { value: 'members', label: 'Members only' },
  { value: 'members-and-guests', label: 'Members and guests' },
  { value: 'public', label: 'Open to all' },
] as const
export type EventType = (typeof EVENT_TYPES)[number]['value']

export const EVENT_CATEGORIES = [
  { value: 'social', label: 'Social' },
  { value: 'food-and-drink', label: 'Food & Drink' },
  { value: 'wellness', label: 'Wellness' },
  { value: 'talks', label: 'Talks' },
  { value: 'business', label: 'Business' },
  { value: 'music', label: 'Music' },
  { value: 'family', label: 'Family' },
  { value: 'sport', label: 'Sport' },
] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]['value']
