// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { hubspotTarget } from '@/features/enquiries/components/contact/ContactPanel'
import { QUERY_ORIGIN_PROPERTY } from '@/features/enquiries/components/contact/HubSpotContactForm.client'
import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'

import { OfficeEnquiryPanel } from './Panel'

const action = vi.hoisted(() => vi.fn())
vi.mock('@/features/enquiries/components/contact/action', () => ({ contactFormAction: action }))
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }))

type HappyWindow = Window & { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
type CreateOptions = { region: string; portalId: string; formId: string; target: string; onFormReady?: () => void }

const PORTAL = '25123456'
const FORM = '1a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d'
let create: ReturnType<typeof vi.fn<(options: CreateOptions) => unknown>>

beforeEach(() => {
  ;(window as unknown as HappyWindow).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true
  // HubSpot draws a legacy form into the target, hidden query-origin property included.
  create = vi.fn<(options: CreateOptions) => unknown>((options) => {
    document.querySelector(options.target)!.innerHTML = `<form><input type="hidden" name="${QUERY_ORIGIN_PROPERTY}" value=""></form>`
  })
  window.hbspt = { forms: { create } }
})

afterEach(() => {
  cleanup()
  document.head.querySelectorAll('script').forEach((s) => s.remove())
  delete window.hbspt
})

const office = {
  id: 'abc123',
  buttonText: 'ENQUIRE',
  heading: 'OFFICE ENQUIRY',
  introText: 'Please fill out the below form. Our office team will be in touch within 24 hours.',
  region: 'eu1' as const,
  urgentEmail: 'offices@clubhouse.london',
  urgentPhone: '020 7123 4508',
  pagePath: '/office-detail',
  queryOrigin: 'Office detail',
}

const openPanel = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'ENQUIRE' }))
  return screen.findByRole('dialog')
}

describe('enquiry panel: without JavaScript', () => {
  it('links the button to an inline copy with our own form, posting back to that anchor', () => {
    const html = renderToStaticMarkup(<OfficeEnquiryPanel {...office} portalId={PORTAL} formId={FORM} />)
    expect(html).toContain('<a href="#office-enquiry-abc123" class="btn btn-dark">ENQUIRE</a>')
    const inline = /<noscript>(.*)<\/noscript>/s.exec(html)?.[1] ?? ''
    expect(inline).toContain('id="office-enquiry-abc123"')
    expect(inline).toMatch(/<h2 id="office-enquiry-abc123-heading"[^>]*>OFFICE ENQUIRY<\/h2>/)
    expect(inline).toContain('Please fill out the below form. Our office team will be in touch within 24 hours.')
    expect(inline).toContain('name="fullName"')
    expect(inline).toContain('<input type="hidden" name="queryOrigin" value="Office detail"/>')
    // HubSpot needs JavaScript, so the inline copy never embeds it.
    expect(inline).not.toContain('data-hubspot-form')
  })
})

describe('enquiry panel: staff preview', () => {
  it('explains a half-set-up HubSpot form, and says nothing otherwise', () => {
    const note = (extra: object) => renderToStaticMarkup(<OfficeEnquiryPanel {...office} preview {...extra} />)
    expect(note({ portalId: PORTAL })).toContain(
      'Enquiry panel: no HubSpot form id is set, so visitors get the site’s own enquiry form instead of the HubSpot one.',
    )
    expect(note({ portalId: 'club', formId: FORM })).toContain('“club” is not a HubSpot portal id')
    expect(note({})).not.toContain('role="note"')
    expect(note({ portalId: PORTAL, formId: FORM })).not.toContain('role="note"')
    expect(renderToStaticMarkup(<OfficeEnquiryPanel {...office} portalId={PORTAL} />)).not.toContain('role="note"')
  })
})

describe('enquiry panel: with JavaScript', () => {
  it('opens a side panel with the heading, the intro and our own form by default', async () => {
    render(
      <ModalProvider>
        <OfficeEnquiryPanel {...office} />
      </ModalProvider>,
    )
    const dialog = await openPanel()
    expect(dialog.getAttribute('data-modal-kind')).toBe('side')
    expect(within(dialog).getByRole('heading', { name: 'OFFICE ENQUIRY' })).toBeTruthy()
    expect(within(dialog).getByText(office.introText)).toBeTruthy()
    expect(within(dialog).getByLabelText('Full name')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: "See T&C's (opens in a new tab)" }).getAttribute('href')).toBe('/terms-and-conditions/')
    expect(dialog.querySelector('[data-hubspot-form]')).toBeNull()
    expect(create).not.toHaveBeenCalled()
  })

  it('keeps our own form when HubSpot is only half set up', async () => {
    render(
      <ModalProvider>
        <OfficeEnquiryPanel {...office} portalId={PORTAL} formId="not-a-form" />
      </ModalProvider>,
    )
    const dialog = await openPanel()
    expect(within(dialog).getByLabelText('Full name')).toBeTruthy()
    expect(dialog.querySelector('[data-hubspot-form]')).toBeNull()
    expect(hubspotTarget(PORTAL, '')).toBeNull()
    expect(hubspotTarget('', FORM)).toBeNull()
    expect(hubspotTarget(` ${PORTAL} `, FORM, 'xx')).toEqual({ portalId: PORTAL, formId: FORM, region: 'eu1' })
  })

  it('embeds the HubSpot form (eu1) when both ids are set; the consent line and page title follow once it is ready', async () => {
    render(
      <ModalProvider>
        <OfficeEnquiryPanel {...office} portalId={PORTAL} formId={FORM} />
      </ModalProvider>,
    )
    const dialog = await openPanel()
    await act(async () => undefined)
    expect(create).toHaveBeenCalledTimes(1)
    expect(create.mock.calls[0]![0]).toMatchObject({ region: 'eu1', portalId: PORTAL, formId: FORM })
    expect(within(dialog).queryByLabelText('Full name')).toBeNull()
    expect(dialog.querySelector('[data-consent-line]')).toBeNull()

    // Another form's announcement changes nothing.
    await act(async () => window.dispatchEvent(new MessageEvent('message', { data: { type: 'hsFormCallback', eventName: 'onFormReady', id: 'other' } })))
    expect(dialog.querySelector('[data-consent-line]')).toBeNull()

    await act(async () => window.dispatchEvent(new MessageEvent('message', { data: { type: 'hsFormCallback', eventName: 'onFormReady', id: FORM } })))
    expect(dialog.querySelector('[data-consent-line]')?.textContent).toBe(
      "By clicking 'Send Enquiry', you are agreeing to us processing your data in order to fulfil your request... See T&C's (opens in a new tab)",
    )
    expect(dialog.querySelector<HTMLInputElement>(`input[name="${QUERY_ORIGIN_PROPERTY}"]`)?.value).toBe('Office detail')
  })
})
