/**
 * The office enquiry and event contact panels' words (spec 000 section 2, Modals). The block
 * configs use them as defaults, so staff start from the spec's wording and may change it; the
 * panels' screens show the same words where a page has no block to take them from. Model-owned
 * because the block configs are part of the model, which imports no feature.
 */

export type ContactKind = 'office' | 'event'

export const CONTACT_TEXTS = {
  office: {
    buttonText: 'ENQUIRE',
    heading: 'OFFICE ENQUIRY',
    introText: 'Please fill out the below form. Our office team will be in touch within 24 hours.',
    successMessage: 'Our office sales team will be in touch within 24 hours.',
  },
  event: {
    buttonText: 'ENQUIRE',
    heading: 'EVENT ENQUIRY',
    introText: 'Please fill out the below form. Our events team will be in touch within 24 hours.',
    successMessage: 'Our events team will be in touch within 24 hours.',
  },
} as const satisfies Record<ContactKind, Record<string, string>>

export const CONTACT_CONSENT_TEXT = "By clicking 'Send Enquiry', you are agreeing to us processing your data in order to fulfil your request..."
export const CONTACT_TERMS_LINK_TEXT = "See T&C's"
export const CONTACT_TERMS_LINK = '/terms-and-conditions/'
