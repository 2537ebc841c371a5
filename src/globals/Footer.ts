import type { GlobalConfig } from 'payload'

import { whatsappField } from '@/model/contact-panel-fields'

import { shellGlobal } from './shellGlobal'

export const Footer: GlobalConfig = shellGlobal({
  slug: 'footer',
  label: 'Footer',
  fields: [
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        { name: 'platform', type: 'select', required: true, options: ['Instagram', 'Facebook', 'LinkedIn', 'TikTok', 'X', 'YouTube'].map((p) => ({ label: p, value: p.toLowerCase() })) },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'enquiry',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', defaultValue: 'Enquiries' },
        { name: 'phone', type: 'text' },
        { name: 'emails', type: 'array', fields: [{ name: 'label', type: 'text' }, { name: 'email', type: 'email', required: true }] },
        whatsappField(
          'eventsWhatsapp',
          'Events team’s WhatsApp',
          'Offered with the e-mail labelled “Events” for urgent event enquiries: in the enquiry panel of every event page, and of the event enquiry modules that name no contacts of their own. Not shown in the footer.',
        ),
        { name: 'contactLinkLabel', type: 'text', defaultValue: 'Contact us' },
        { name: 'contactLinkPath', type: 'text', defaultValue: '/contact' },
      ],
    },
    {
      name: 'locations',
      type: 'relationship',
      relationTo: 'clubs',
      hasMany: true,
      admin: { description: 'Clubs listed in the footer, in this order.' },
    },
    { name: 'promoText', type: 'textarea' },
  ],
})
