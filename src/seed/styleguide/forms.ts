import { API_ERROR_MESSAGE } from '@/features/enquiries/constants'

import { capitalised, CORPORATE_TEAM, EMAILS, PHONES, range } from '../facts'
import type { SeedBlock } from './types'

/**
 * Group G of the styleguide: the tour and membership enquiry forms, every variant once. They post
 * for real: a test sending one stores a lead or an enquiry like a visitor would.
 */
const consent = {
  submitButtonText: 'Send Enquiry',
  consentText: 'I consent to electronic communications for the purpose of membership.',
  termsLinkText: 'See T&Cs',
  termsLink: '/terms-and-conditions/',
}

const thanks = 'Thank you for your enquiry. Our membership team will be in touch within 24 hours.'

export const blocks: SeedBlock[] = [
  {
    blockType: 'tourForm',
    title: 'Book a tour',
    description: 'Tell us a little about yourself and which club you would like to see. Our membership team will be in touch within 24 hours to arrange your visit.',
    defaultMembership: 'Club',
    hideFormBehindButton: false,
    revealButtonText: 'FILL THE FORM',
    ...consent,
    completeLink: '/membership/book-a-tour/complete/',
    apiErrorMessage: API_ERROR_MESSAGE,
  },
  {
    blockType: 'enquiryForm',
    title: 'Enquire about Club membership',
    description: 'Club membership opens all four clubs to you, seven days a week. Tell us a little about yourself and we will be in touch.',
    variant: 'club',
    ...consent,
    successMessage: thanks,
    apiErrorMessage: API_ERROR_MESSAGE,
  },
  {
    blockType: 'enquiryForm',
    title: 'Enquire about Social membership',
    description: 'Social membership opens every club to you in the evenings and at weekends. Tell us a little about yourself and we will be in touch.',
    variant: 'social',
    ...consent,
    successMessage: thanks,
    apiErrorMessage: API_ERROR_MESSAGE,
  },
  {
    blockType: 'enquiryForm',
    title: 'Enquire about Corporate membership',
    description: `${capitalised(range(CORPORATE_TEAM))} memberships for your team, managed by one company account.`,
    variant: 'corporate',
    ...consent,
    successMessage: thanks,
    apiErrorMessage: API_ERROR_MESSAGE,
  },
  {
    blockType: 'newCorporateEnquiryForm',
    title: 'Corporate membership',
    description: `${capitalised(range(CORPORATE_TEAM))} memberships for your team, one invoice, and every club from Fulham to the City.`,
    hideFormBehindButton: true,
    revealButtonText: 'FILL THE FORM',
    ...consent,
    completeLink: '/membership/book-a-tour/complete/',
    apiErrorMessage: API_ERROR_MESSAGE,
  },
  {
    blockType: 'eventEnquiry',
    buttonText: 'ENQUIRE',
    heading: 'EVENT ENQUIRY',
    introText: 'Please fill out the below form. Our events team will be in touch within 24 hours.',
    region: 'eu1',
    consentText: "By clicking 'Send Enquiry', you are agreeing to us processing your data in order to fulfil your request...",
    termsLinkText: "See T&C's",
    termsLink: '/terms-and-conditions/',
    successMessage: 'Our events team will be in touch within 24 hours.',
    urgentEmail: EMAILS.events,
    urgentWhatsapp: PHONES.eventsWhatsapp,
  },
]
