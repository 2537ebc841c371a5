import type { Block } from 'payload'

import { panelFields } from '@/model/contact-panel-fields'

/**
 * An ENQUIRE button opening the office enquiry side panel (spec 000 section 2, Modals): the site's
 * own form, or a HubSpot form once both its ids are set.
 */
export const OfficeEnquiry: Block = {
  slug: 'officeEnquiry',
  interfaceName: 'OfficeEnquiryBlock',
  labels: { singular: 'Office enquiry', plural: 'Office enquiry' },
  fields: [
    ...panelFields('office'),
    {
      type: 'row',
      fields: [
        { name: 'urgentEmail', type: 'email', label: 'Urgent enquiries: e-mail', admin: { description: 'e.g. offices@clubhouse.london' } },
        { name: 'urgentPhone', type: 'text', label: 'Urgent enquiries: phone', admin: { description: 'e.g. 020 7123 4508' } },
      ],
    },
  ],
}
