// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'

import { EventEnquiry } from './config'
import { EventEnquiryPanel } from './Panel'

vi.mock('@/features/enquiries/components/contact/action', () => ({ contactFormAction: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }))

afterEach(cleanup)

const defaults = Object.fromEntries(
  EventEnquiry.fields.flatMap((f) => ('fields' in f ? f.fields : [f])).flatMap((f) => ('name' in f && 'defaultValue' in f ? [[f.name, f.defaultValue]] : [])),
)

describe('event enquiry', () => {
  it('defaults to the spec’s event texts', () => {
    expect(EventEnquiry.slug).toBe('eventEnquiry')
    expect(defaults).toMatchObject({
      heading: 'EVENT ENQUIRY',
      introText: 'Please fill out the below form. Our events team will be in touch within 24 hours.',
      successMessage: 'Our events team will be in touch within 24 hours.',
      consentText: "By clicking 'Send Enquiry', you are agreeing to us processing your data in order to fulfil your request...",
      termsLinkText: "See T&C's",
      termsLink: '/terms-and-conditions/',
      region: 'eu1',
    })
  })

  it('without JavaScript: a link to the inline form', () => {
    const html = renderToStaticMarkup(<EventEnquiryPanel id="ev1" queryOrigin="City terrace and private events" />)
    expect(html).toContain('<a href="#event-enquiry-ev1" class="btn btn-dark">ENQUIRE</a>')
    expect(html).toMatch(/<noscript>.*id="event-enquiry-ev1".*name="fullName".*<\/noscript>/s)
  })

  it('with JavaScript: its own heading and texts in the side panel, posting kind "event" and the page title', async () => {
    render(
      <ModalProvider>
        <EventEnquiryPanel id="ev1" pagePath="/city/terrace-and-private-events" queryOrigin="City terrace and private events" urgentWhatsapp="+44 7700 900123" />
      </ModalProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'ENQUIRE' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('data-modal-kind')).toBe('side')
    expect(within(dialog).getByRole('heading', { name: 'EVENT ENQUIRY' })).toBeTruthy()
    expect(within(dialog).getByText('Please fill out the below form. Our events team will be in touch within 24 hours.')).toBeTruthy()
    expect(within(dialog).getByLabelText('Full name')).toBeTruthy()
    expect(dialog.querySelector('input[name="kind"]')?.getAttribute('value')).toBe('event')
    expect(dialog.querySelector('input[name="queryOrigin"]')?.getAttribute('value')).toBe('City terrace and private events')
    expect(dialog.querySelector('input[name="sourcePath"]')?.getAttribute('value')).toBe('/city/terrace-and-private-events')
  })
})
