import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ContactSuccess, urgentChannels } from './ContactSuccess'
import { CONTACT_CONSENT_TEXT, CONTACT_TERMS_LINK, CONTACT_TERMS_LINK_TEXT, CONTACT_TEXTS } from './texts'

const text = (html: string) => html.replace(/<[^>]+>/g, '')

describe('panel texts (spec 000 section 2, Modals)', () => {
  it('uses the spec’s words', () => {
    expect(CONTACT_TEXTS.office.heading).toBe('OFFICE ENQUIRY')
    expect(CONTACT_TEXTS.office.introText).toBe('Please fill out the below form. Our office team will be in touch within 24 hours.')
    expect(CONTACT_TEXTS.office.successMessage).toBe('Our office sales team will be in touch within 24 hours.')
    expect(CONTACT_TEXTS.event.heading).toBe('EVENT ENQUIRY')
    expect(CONTACT_TEXTS.event.introText).toBe('Please fill out the below form. Our events team will be in touch within 24 hours.')
    expect(CONTACT_TEXTS.event.successMessage).toBe('Our events team will be in touch within 24 hours.')
    expect(CONTACT_CONSENT_TEXT).toBe("By clicking 'Send Enquiry', you are agreeing to us processing your data in order to fulfil your request...")
    expect(CONTACT_TERMS_LINK_TEXT).toBe("See T&C's")
    expect(CONTACT_TERMS_LINK).toBe('/terms-and-conditions/')
  })
})

describe('after sending', () => {
  it('office: the promise, then e-mail and phone', () => {
    const html = renderToStaticMarkup(
      <ContactSuccess kind="office" message={CONTACT_TEXTS.office.successMessage} urgent={{ email: 'offices@clubhouse.london', phone: '020 7123 4508', whatsapp: '+44 7700 900123' }} />,
    )
    expect(html).toContain('role="status"')
    expect(text(html)).toBe(
      'Our office sales team will be in touch within 24 hours.For urgent enquiries, email offices@clubhouse.london or call 020\u00a07123\u00a04508.',
    )
    expect(html).toContain('href="mailto:offices@clubhouse.london"')
    expect(html).toContain('href="tel:02071234508"')
    expect(html).not.toContain('wa.me')
  })

  it('event: the promise, then e-mail or WhatsApp in a new tab', () => {
    const html = renderToStaticMarkup(
      <ContactSuccess kind="event" message={CONTACT_TEXTS.event.successMessage} urgent={{ email: 'events@clubhouse.london', phone: '020 7123 4508', whatsapp: '+44 7700 900123' }} />,
    )
    expect(text(html)).toBe(
      'Our events team will be in touch within 24 hours.For urgent enquiries, email events@clubhouse.london or message us on WhatsApp at +44 7700 900123 (opens in a new tab).',
    )
    expect(html).toContain('href="https://wa.me/447700900123"')
    expect(html).toContain('target="_blank"')
    expect(html).not.toContain('tel:')
  })

  it('leaves out contacts staff did not fill in', () => {
    expect(urgentChannels('office', { email: ' ', phone: '020 7123 4508' }).map((c) => c.key)).toEqual(['phone'])
    expect(urgentChannels('event', {})).toEqual([])
    const html = renderToStaticMarkup(<ContactSuccess kind="event" message="Thanks" urgent={{}} />)
    expect(html).not.toContain('For urgent enquiries')
  })
})
