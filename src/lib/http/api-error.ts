/** The spec's words when a call fails (spec 000 section 9, spec 001 section 9), shown by forms and sent by the API. */
export const API_ERROR_MESSAGE = "We're sorry. We're not able to process your request right now. Please try again."
