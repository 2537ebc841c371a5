// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { API_ERROR_MESSAGE, MESSAGES } from '../../constants'
import { ContactEnquiryForm, type ContactEnquiryFormProps } from './ContactEnquiryForm.client'
import type { ContactFormState } from './state'
import { CONTACT_CONSENT_TEXT, CONTACT_TEXTS } from './texts'

// The server action stands in for the submission service, which has its own tests against a database.
const action = vi.hoisted(() => vi.fn<(previous: ContactFormState, data: FormData) => Promise<ContactFormState>>())
vi.mock('./action', () => ({ contactFormAction: action }))

afterEach(() => {
  cleanup()
  action.mockReset()
})

const props: ContactEnquiryFormProps = {
  kind: 'office',
  formId: 'office-enquiry',
  queryOrigin: 'Office detail',
  sourcePath: '/office-detail',
  consentText: CONTACT_CONSENT_TEXT,
  termsLinkText: "See T&C's",
  termsLink: '/terms-and-conditions/',
  successMessage: CONTACT_TEXTS.office.successMessage,
  urgent: { email: 'offices@clubhouse.london', phone: '020 7123 4508' },
}

const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label)
  fireEvent.input(input, { target: { value } })
  fireEvent.blur(input)
}
const send = () => act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send Enquiry' }).closest('form')!))
const fill = () => {
  type('Full name', 'Ada Lovelace')
  type('Email address', 'ada@example.com')
  type('Phone number', '020 7123 4567')
  type(/^Message/, 'A desk for two from March')
}

describe('contact form: the page as served', () => {
  it('has labelled fields, the hidden page details, the honeypot and the consent line', () => {
    const html = renderToStaticMarkup(<ContactEnquiryForm {...props} />)
    for (const label of ['Full name', 'Email address', 'Phone number']) expect(html).toContain(`>${label}</label>`)
    expect(html).toMatch(/Message<span[^>]*> \(Optional\)<\/span><\/label>/)
    expect(html).toContain('<input type="hidden" name="kind" value="office"/>')
    expect(html).toContain('<input type="hidden" name="queryOrigin" value="Office detail"/>')
    expect(html).toContain('<input type="hidden" name="sourcePath" value="/office-detail"/>')
    expect(html).toContain('name="website"')
    expect(html).toContain('maxLength="4000"')
    expect(html).toContain(
      "By clicking &#x27;Send Enquiry&#x27;, you are agreeing to us processing your data in order to fulfil your request... <a href=\"/terms-and-conditions/\" target=\"_blank\"",
    )
    expect(html).toContain('See T&amp;C&#x27;s')
  })
})

describe('contact form: in the browser', () => {
  it('shows every message on an empty submit, focuses the first field and sends nothing', async () => {
    render(<ContactEnquiryForm {...props} />)
    await send()
    expect(await screen.findByText(MESSAGES.fullNameRequired)).toBeTruthy()
    expect(screen.getByText(MESSAGES.emailRequired)).toBeTruthy()
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'))
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true')
    expect(action).not.toHaveBeenCalled()
  })

  it('checks a field when the visitor leaves it', async () => {
    render(<ContactEnquiryForm {...props} />)
    type('Email address', 'ada@example')
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy()
    type('Phone number', 'call me')
    expect(await screen.findByText(MESSAGES.invalid)).toBeTruthy()
    expect(screen.queryByText(MESSAGES.fullNameRequired)).toBeNull()
    type(/^Message/, 'x'.repeat(4001))
    expect(await screen.findByText('Please keep your message under 4000 characters')).toBeTruthy()
  })

  it('focuses the first invalid field, not the first field', async () => {
    render(<ContactEnquiryForm {...props} />)
    type('Full name', 'Ada Lovelace')
    type('Email address', 'not-an-email')
    await send()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email address')))
  })

  it('sends the typed values, the page details and one key; then thanks and gives the urgent contacts', async () => {
    action.mockResolvedValue({ status: 'sent' })
    render(<ContactEnquiryForm {...props} />)
    fill()
    await send()
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1))
    const data = action.mock.calls[0]![1]
    expect(Object.fromEntries([...data.entries()].filter(([k]) => k !== 'idempotencyKey'))).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '020 7123 4567',
      enquiry: 'A desk for two from March',
      kind: 'office',
      queryOrigin: 'Office detail',
      sourcePath: '/office-detail',
      consentText: CONTACT_CONSENT_TEXT,
      website: '',
    })
    expect(data.get('idempotencyKey')).toMatch(/^[0-9a-f-]{36}$/)
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe(
      'Our office sales team will be in touch within 24 hours.For urgent enquiries, email offices@clubhouse.london or call 020\u00a07123\u00a04508.',
    )
    expect(screen.queryByRole('button', { name: 'Send Enquiry' })).toBeNull()
    await waitFor(() => expect(document.activeElement?.textContent).toBe(CONTACT_TEXTS.office.successMessage))
  })

  it('apologises and keeps what was typed when the enquiry cannot be stored; a retry sends the same key', async () => {
    action.mockResolvedValue({ status: 'failed', message: API_ERROR_MESSAGE, values: { fullName: '', email: '', phone: '', enquiry: '' } })
    render(<ContactEnquiryForm {...props} />)
    fill()
    await send()
    expect((await screen.findByRole('alert')).textContent).toBe(API_ERROR_MESSAGE)
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lovelace')
    await send()
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2))
    expect(action.mock.calls[1]![1].get('idempotencyKey')).toBe(action.mock.calls[0]![1].get('idempotencyKey'))
  })

  it('shows the server’s field messages and focuses the first', async () => {
    action.mockResolvedValue({
      status: 'invalid',
      errors: { phone: MESSAGES.invalid },
      values: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '020 7123 4567', enquiry: '' },
    })
    render(<ContactEnquiryForm {...props} />)
    fill()
    await send()
    expect(await screen.findByText(MESSAGES.invalid)).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Phone number')))
  })

  it('event: thanks for the events team and offers WhatsApp', async () => {
    action.mockResolvedValue({ status: 'sent' })
    render(
      <ContactEnquiryForm
        {...props}
        kind="event"
        successMessage={CONTACT_TEXTS.event.successMessage}
        urgent={{ email: 'events@clubhouse.london', whatsapp: '+44 7700 900123' }}
      />,
    )
    fill()
    await send()
    const status = await screen.findByRole('status')
    expect(status.textContent).toContain('Our events team will be in touch within 24 hours.')
    expect(screen.getByRole('link', { name: '+44 7700 900123 (opens in a new tab)' }).getAttribute('href')).toBe('https://wa.me/447700900123')
    expect(action.mock.calls[0]![1].get('kind')).toBe('event')
  })
})
