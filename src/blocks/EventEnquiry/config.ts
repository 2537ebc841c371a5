import type { Block } from 'payload'

import { panelFields } from '@/model/contact-panel-fields'

/**
 * An ENQUIRE button opening the event contact side panel (spec 000 section 2, Modals): the same
 * panel as the office enquiry, with the events team's words and WhatsApp for urgent enquiries.
 */
export const EventEnquiry: Block = {
  slug: 'eventEnquiry',
  interfaceName: 'EventEnquiryBlock',
  labels: { singular: 'Event enquiry', plural: 'Event enquiry' },
  fields: [
    ...panelFields('event'),
    {
      type: 'row',
      fields: [
        { name: 'urgentEmail', type: 'email', label: 'Urgent enquiries: e-mail', admin: { description: 'e.g. events@clubhouse.london' } },
        {
          name: 'urgentWhatsapp',
          type: 'text',
          label: 'Urgent enquiries: WhatsApp',
          validate: (value: unknown) =>
            value === undefined || value === null || value === '' || (typeof value === 'string' && /^\+?[\d\s()-]{7,20}$/.test(value.trim()))
              ? true
              : 'A phone number, e.g. +44 7700 900123.',
          admin: { description: 'The number visitors can message, e.g. +44 7700 900123. Opens a WhatsApp chat.' },
        },
      ],
    },
  ],
}
