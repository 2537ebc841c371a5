/** Spec 001 section 8: the corporate pages' lead load failure, word for word. */
export const CORPORATE_LOAD_FAILURE = "We're sorry. We're not able to process your request at this time please try again later."
