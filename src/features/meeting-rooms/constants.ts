/** The meeting rooms module's words (spec 000 sections 2, 4 and 8; the spec shows none, so they are ours). */
export const MEETING_ROOMS_DEFAULT_TITLE = 'Meeting rooms'
export const MEETING_ROOMS_LOADING_TEXT = 'Loading meeting rooms…'
export const MEETING_ROOMS_EMPTY_TEXT = 'Our meeting rooms will be listed here soon.'
export const MEETING_ROOMS_CHIPS_LABEL = 'Meeting rooms by club'
/** Spec 000 section 8 only stores the failure; visitors deserve to be told, and given a number to call. */
export const MEETING_ROOMS_FAILED_TEXT = 'We couldn’t load the meeting rooms just now. Please refresh the page'

/** A room card's enquiry panel: the office team lets the rooms (spec 000 lists meeting rooms among office types). */
export const MEETING_ROOM_ENQUIRY = {
  buttonText: 'ENQUIRE',
  heading: 'MEETING ROOM ENQUIRY',
  introText: 'Please fill out the below form. Our team will be in touch within 24 hours.',
} as const
