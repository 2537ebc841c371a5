/** Event list and member events (spec 000 sections 2, 4 and 9). */
export const EVENTS_INITIAL_COUNT = 4
export const EVENTS_LOAD_MORE_COUNT = 8
export const EVENTS_HEADING = 'EXPLORE EVENTS'
export const EVENTS_LOAD_MORE_LABEL = 'Load more events'
export const FEATURED_LABEL = 'Featured'
export const VIEW_FULL_DETAILS = 'View full details'
export const EVENTS_EMPTY_TEXT = 'Please check back for all our future events, coming soon...'
export const NO_RESULTS_TEXT = 'No results match your criteria.'
export const EVENT_FILTER_TITLE = 'Filter events'
export const SHOW_RESULTS_LABEL = 'Show results'
export const RESET_FILTERS_LABEL = 'reset filters'
export const ALL_LOCATIONS_LABEL = 'All Locations'
export const ALL = 'All'
/** Scroll past which the month/filter bar sticks: mobile, tablet, desktop (px). */
export const STICKY_BAR_THRESHOLDS = { mobile: 983, tablet: 1200, desktop: 1120 } as const
export const STICKY_BAR_SLIDE_MS = 100
/** Events are London events: months and times are London's (docs/decisions/009). */
export const EVENT_TIME_ZONE = 'Europe/London'

export { EVENT_CATEGORIES, EVENT_STATUSES, EVENT_TYPES, type EventCategory, type EventStatus, type EventType } from '@/model/events'

export const labelOf = (list: readonly { value: string; label: string }[], value: string): string =>
  list.find((o) => o.value === value)?.label ?? value
