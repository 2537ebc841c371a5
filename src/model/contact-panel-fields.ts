import type { Field } from 'payload'

import { linkField } from '@/lib/fields/content'
import { hubspotFields } from '@/lib/fields/hubspot-form'

import { CONTACT_CONSENT_TEXT, CONTACT_TERMS_LINK, CONTACT_TERMS_LINK_TEXT, CONTACT_TEXTS, type ContactKind } from './contact-panel-texts'

const team = { office: 'office team', event: 'events team' } as const

/** HubSpot's settings, described for a panel: left empty, the site's own form is used. */
function panelHubspotFields(): Field[] {
  const described: Record<string, string> = {
    portalId: 'The number of the HubSpot account, e.g. 25123456. Leave both ids empty to use the site’s own enquiry form.',
    formId: 'From the form’s embed code in HubSpot. The form needs a hidden property “query_origin”, which receives the page title.',
  }
  return hubspotFields().map((field) =>
    field.type === 'row'
      ? {
          ...field,
          fields: field.fields.map((f) =>
            'name' in f && described[f.name] ? ({ ...f, admin: { ...f.admin, description: described[f.name] } } as Field) : f,
          ),
        }
      : field,
  )
}

/**
 * The fields the office enquiry and event contact panels share, the spec's words as defaults
 * (spec 000 section 2, Modals). Each block adds its urgent contacts after them. In the model, not in
 * one of the two blocks, because a block imports no other block (eslint.config.mjs).
 */
export function panelFields(kind: ContactKind): Field[] {
  const texts = CONTACT_TEXTS[kind]
  return [
    {
      name: 'buttonText',
      type: 'text',
      required: true,
      defaultValue: texts.buttonText,
      admin: { description: `The button that opens the enquiry panel. The name of the page travels with each enquiry so the ${team[kind]} knows where it came from.` },
    },
    { name: 'heading', type: 'text', required: true, defaultValue: texts.heading, admin: { description: 'Heading of the enquiry panel.' } },
    {
      name: 'introText',
      type: 'textarea',
      required: true,
      defaultValue: texts.introText,
    },
    ...panelHubspotFields(),
    {
      name: 'consentText',
      type: 'textarea',
      label: 'Consent line',
      required: true,
      defaultValue: CONTACT_CONSENT_TEXT,
      admin: { description: 'Shown under the form once it has loaded.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'termsLinkText', type: 'text', required: true, defaultValue: CONTACT_TERMS_LINK_TEXT },
        linkField('termsLink', { required: true, defaultValue: CONTACT_TERMS_LINK }),
      ],
    },
    {
      name: 'successMessage',
      type: 'textarea',
      label: 'Thank-you message',
      required: true,
      defaultValue: texts.successMessage,
      admin: { description: 'Shown after the enquiry is sent, above the urgent contact details.' },
    },
  ]
}

/** A number visitors can message on WhatsApp, as staff type it: +, digits, spaces, brackets and dashes. */
export const validateWhatsappNumber = (value: unknown): true | string =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && /^\+?[\d\s()-]{7,20}$/.test(value.trim()))
    ? true
    : 'A phone number, e.g. +44 7700 900123.'

/** A WhatsApp number field: the event panel's urgent contact, and the events team's in the footer. */
export const whatsappField = (name: string, label: string, description: string): Field => ({
  name,
  type: 'text',
  label,
  validate: validateWhatsappNumber,
  admin: { description },
})
