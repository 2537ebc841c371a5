// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { MESSAGES } from '../constants'
import { enquiryFormSchema } from '../form-schema'
import { EnquiryForm, type EnquiryFormProps } from './EnquiryForm.client'
import { fillValid, messageFor, submit, type, typeAndLeave } from './test-support'

// The server action is the network boundary: the form is tested against the real schema, the action is stubbed.
vi.mock('../actions', () => ({ tourFormAction: vi.fn(), enquiryFormAction: vi.fn() }))
const { enquiryFormAction } = await import('../actions')
const action = vi.mocked(enquiryFormAction)

const CONSENT = 'I consent to electronic communications for the purpose of membership.'
const props: EnquiryFormProps = {
  variant: 'club',
  title: 'Enquire about membership',
  consentText: CONSENT,
  termsLinkText: 'See T&Cs',
  termsLink: '/terms-and-conditions/',
  submitButtonText: 'Send Enquiry',
  successMessage: 'Thank you for your enquiry. Our membership team will be in touch within 24 hours.',
  sourcePath: '/knightsbridge/terrace-private-events',
}

const form = () => document.querySelector<HTMLFormElement>('form[data-form="enquiry"]')!
const sent = () => action.mock.calls.at(-1)![1]

beforeEach(() => {
  action.mockReset()
  action.mockResolvedValue({ status: 'success' })
})
afterEach(cleanup)

describe('enquiry form: variants', () => {
  it('asks every variant for title, names, e-mail, mobile, date of birth, home location and consent', () => {
    for (const variant of ['club', 'social', 'corporate'] as const) {
      render(<EnquiryForm {...props} variant={variant} />)
      for (const label of ['Title', 'First name', 'Last name', 'Email address', 'Dial code', 'Mobile number', 'Day', 'Month', 'Year', 'Home location', CONSENT]) {
        expect(screen.getByLabelText(label), `${variant}: ${label}`).toBeTruthy()
      }
      expect((screen.getByLabelText('Home location') as HTMLSelectElement).value).toBe('5')
      expect([...(screen.getByLabelText('Title') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'Mr', 'Mrs', 'Miss', 'Ms', 'Dr'])
      cleanup()
    }
  })

  it('shows proposer name, proposer e-mail and Instagram, labelled (Optional), on Social only', () => {
    render(<EnquiryForm {...props} variant="social" />)
    for (const label of ['Proposer name', 'Proposer email', 'Instagram account']) {
      expect(screen.getByLabelText(`${label} (Optional)`)).toBeTruthy()
    }
    cleanup()
    for (const variant of ['club', 'corporate'] as const) {
      render(<EnquiryForm {...props} variant={variant} />)
      expect(screen.queryByLabelText(/Proposer|Instagram/)).toBeNull()
      cleanup()
    }
  })

  it('adds company name and number of memberships on Corporate only', async () => {
    render(<EnquiryForm {...props} variant="club" />)
    expect(screen.queryByLabelText('Company name')).toBeNull()
    cleanup()
    render(<EnquiryForm {...props} variant="corporate" />)
    await fillValid(CONSENT)
    await submit(form())
    expect(messageFor('Company name')).toBe(MESSAGES.companyRequired)
    expect(messageFor('Number of memberships')).toBe(MESSAGES.membershipsRequired)
    expect(action).not.toHaveBeenCalled()
  })
})

describe('enquiry form: messages', () => {
  it('uses the enquiry form’s own words', async () => {
    render(<EnquiryForm {...props} variant="social" />)
    await typeAndLeave('Email address', 'jane@example.notarealtld')
    expect(messageFor('Email address')).toBe(MESSAGES.emailInvalid)
    await typeAndLeave('First name', '')
    expect(messageFor('First name')).toBe(MESSAGES.firstNameRequired)
    await typeAndLeave('Proposer email (Optional)', 'not an address')
    expect(messageFor('Proposer email (Optional)')).toBe(MESSAGES.emailInvalid)
    await typeAndLeave('Instagram account (Optional)', 'janesmith')
    expect(messageFor('Instagram account (Optional)')).toBe(MESSAGES.instagramInvalid)
    await type('Instagram account (Optional)', '@janesmith')
    expect(messageFor('Instagram account (Optional)')).toBe('')
  })

  it('gives every empty required field its message on send', async () => {
    render(<EnquiryForm {...props} variant="club" />)
    await type('Home location', '')
    await submit(form())
    expect(messageFor('Title')).toBe(MESSAGES.titleRequired)
    expect(messageFor('First name')).toBe(MESSAGES.firstNameRequired)
    expect(messageFor('Last name')).toBe(MESSAGES.lastNameRequired)
    expect(messageFor('Email address')).toBe(MESSAGES.emailRequired)
    expect(messageFor('Mobile number')).toBe(MESSAGES.mobileRequired)
    expect(messageFor('Day')).toBe(MESSAGES.dateOfBirthRequired)
    expect(messageFor('Home location')).toBe(MESSAGES.locationRequired)
    expect(document.activeElement).toBe(screen.getByLabelText('Title'))
  })
})

describe('enquiry form: sending', () => {
  it('sends the social enquiry with its optional fields, then thanks the visitor in place of the form', async () => {
    render(<EnquiryForm {...props} variant="social" />)
    await fillValid(CONSENT)
    await type('Proposer name (Optional)', 'Sam Member')
    await type('Instagram account (Optional)', '@janesmith')
    await submit(form())
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(props.successMessage))
    expect(form()).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('status'))
    const { input } = enquiryFormSchema.parse(Object.fromEntries(sent().entries()))
    expect(input).toMatchObject({
      enquiryType: 'social',
      mobileNumber: '+447700900123',
      dateOfBirth: '2000-02-29',
      locationId: 5,
      proposerName: 'Sam Member',
      instagramAccount: '@janesmith',
      sourcePath: '/knightsbridge/terrace-private-events',
      termsAccepted: true,
    })
  })

  it('shows the configured failure message and keeps the values', async () => {
    render(<EnquiryForm {...props} apiErrorMessage="Please try again shortly." />)
    await fillValid(CONSENT)
    action.mockResolvedValue({ status: 'error', errors: {}, values: {}, failure: { status: 503 } })
    await submit(form())
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please try again shortly.'))
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Smith-Jones')
  })

  it('renders the server’s messages and the success message without JavaScript', () => {
    const withErrors = renderToStaticMarkup(
      <EnquiryForm
        {...props}
        variant="social"
        initialState={{ status: 'error', errors: { instagramAccount: MESSAGES.instagramInvalid }, values: { enquiryType: 'social', instagramAccount: 'jane' } }}
      />,
    )
    expect(withErrors).toContain(MESSAGES.instagramInvalid)
    expect(withErrors).toMatch(/<input[^>]*name="instagramAccount"[^>]*value="jane"[^>]*autofocus=""|<input[^>]*autofocus=""[^>]*name="instagramAccount"/)
    const thanked = renderToStaticMarkup(<EnquiryForm {...props} initialState={{ status: 'success' }} />)
    expect(thanked).toContain(props.successMessage)
    expect(thanked).not.toContain('<form')
  })
})
