/** Office search (spec 000 sections 2, 4, 7 and 9). */
export const OFFICE_PAGE_SIZE = 6
/** "Available now": available from no later than this many months from today. */
export const AVAILABLE_NOW_MONTHS = 3
export const PRICE_STEP = 10
export const DEFAULT_OFFICE_HEADING = 'Offices to rent in London'
export const OFFICE_FILTER_TITLE = 'Search office types'
export const LOCATIONS_LABEL = 'LOCATIONS'
export const PRICE_LABEL = 'PRICE PER MONTH'
export const PEOPLE_LABEL = 'NUMBER OF PEOPLE'
export const AVAILABLE_NOW_LABEL = 'SHOW OFFICES AVAILABLE NOW ONLY'
export const NO_RESULTS_TEXT = 'No results match your criteria.'
export const RESET_FILTERS_LABEL = 'reset filters'
export const LOAD_MORE_LABEL = 'load more'
/** The filter's ranges follow a location click after this pause. */
export const RANGE_DEBOUNCE_MS = 500
export const NO_OFFICE_DATA = 'No office data found.'
/** Shown when a search fails: the original showed nothing; visitors deserve to know. */
export const SEARCH_FAILED_TEXT = 'We couldn’t load the offices just now. Please try again in a moment.'
export const ROW_LENGTH = { landscape: 3, portrait: 4 } as const
export type CardShape = keyof typeof ROW_LENGTH
