/**
 * The office enquiry and event contact panels' words (spec 000 section 2, Modals). The ones the
 * block configs offer staff as defaults are the model's; this feature re-exports them, so the
 * panels keep one import for their words.
 */

export {
  CONTACT_CONSENT_TEXT,
  CONTACT_TERMS_LINK,
  CONTACT_TERMS_LINK_TEXT,
  CONTACT_TEXTS,
  type ContactKind,
} from '@/model/contact-panel-texts'

/** The consent line names this button, so the two stay the same words. */
export const CONTACT_SUBMIT_TEXT = 'Send Enquiry'

/** Field labels of the panels' native form. */
export const CONTACT_LABELS = {
  fullName: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  enquiry: 'Message',
} as const
