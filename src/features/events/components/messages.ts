/** What a visitor reads when events could not be fetched: the original stopped silently. */
export const LOAD_FAILED_TEXT = 'We couldn’t load more events just now. Please try again.'
export const RETRY_LABEL = 'Try again'
export const LOADING_TEXT = 'Loading events…'
