/**
 * The contract between the shell's mobile sticky button and a page's form (spec 000, mobile sticky
 * bottom button): the button scrolls to this anchor, or fires this event for a form to open.
 */
export const ENQUIRY_FORM_ANCHOR = 'enquiry-form'
export const OPEN_FORM_EVENT = 'clubhouse:open-form'
