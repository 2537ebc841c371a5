import type { Block } from 'payload'

import { linkField } from '@/lib/fields/content'

import { hubspotFields } from '../MarketingForm/fields'

/** Registered now so staff can place it; its component arrives with the offices capability. */
export const OfficeEnquiry: Block = {
  slug: 'officeEnquiry',
  interfaceName: 'OfficeEnquiryBlock',
  labels: { singular: 'Office enquiry', plural: 'Office enquiry' },
  fields: [
    {
      name: 'buttonText',
      type: 'text',
      required: true,
      defaultValue: 'ENQUIRE',
      admin: { description: 'The button that opens the enquiry panel. The name of the page travels with each enquiry so the office team knows where it came from.' },
    },
    { name: 'heading', type: 'text', required: true, defaultValue: 'OFFICE ENQUIRY', admin: { description: 'Heading of the enquiry panel.' } },
    {
      name: 'introText',
      type: 'textarea',
      required: true,
      defaultValue: 'Please fill out the below form. Our office team will be in touch within 24 hours.',
    },
    ...hubspotFields(),
    {
      name: 'consentText',
      type: 'textarea',
      label: 'Consent line',
      required: true,
      defaultValue:
        "By clicking 'Send Enquiry', you are agreeing to us processing your data in order to fulfil your request...",
      admin: { description: 'Shown under the form once it has loaded.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'termsLinkText', type: 'text', required: true, defaultValue: "See T&C's" },
        linkField('termsLink', { required: true, defaultValue: '/terms-and-conditions/' }),
      ],
    },
    {
      name: 'successMessage',
      type: 'textarea',
      label: 'Thank-you message',
      required: true,
      defaultValue: 'Our office sales team will be in touch within 24 hours.',
      admin: { description: 'Shown after the enquiry is sent, above the urgent contact details.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'urgentEmail', type: 'email', label: 'Urgent enquiries: e-mail', admin: { description: 'e.g. offices@clubhouse.london' } },
        { name: 'urgentPhone', type: 'text', label: 'Urgent enquiries: phone', admin: { description: 'e.g. 020 7123 4508' } },
      ],
    },
  ],
}
