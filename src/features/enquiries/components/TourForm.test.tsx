// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { MESSAGES } from '../constants'
import { tourFormSchema } from '../form-schema'
import type { FormState } from './form-state'
import { fillValid, leave, messageFor, submit, tick, type, typeAndLeave } from './test-support'
import { TourForm, type TourFormProps } from './TourForm.client'

// The server action is the network boundary: the form is tested against the real schema, the action is stubbed.
vi.mock('../actions', () => ({ tourFormAction: vi.fn(), enquiryFormAction: vi.fn() }))
const { tourFormAction } = await import('../actions')
const action = vi.mocked(tourFormAction)

const CONSENT = 'I consent to electronic communications for the purpose of membership.'
const props: TourFormProps = {
  title: 'Book a tour',
  consentText: CONSENT,
  termsLinkText: 'See T&Cs',
  termsLink: '/terms-and-conditions/',
  submitButtonText: 'Send Enquiry',
  completeLink: '/membership/book-a-tour/complete/',
  apiErrorMessage: "We're sorry. We're not able to process your request right now. Please try again.",
  sourcePath: '/membership/book-a-tour',
}

const form = () => document.querySelector<HTMLFormElement>('form[data-form="tour"]')!
const send = () => screen.getByRole('button', { name: /Send Enquiry/ }) as HTMLButtonElement
const sent = () => action.mock.calls.at(-1)![1]

beforeEach(() => {
  action.mockReset()
  action.mockResolvedValue({ status: 'idle' })
  window.history.replaceState(null, '', '/membership/book-a-tour')
})
afterEach(cleanup)

describe('tour form: names', () => {
  it('shows INVALID while typing anything but letters, spaces and hyphens', async () => {
    render(<TourForm {...props} />)
    await type('First name', 'Jo3')
    expect(messageFor('First name')).toBe(MESSAGES.invalid)
    await type('First name', 'Jo')
    expect(messageFor('First name')).toBe('')
    await type('Last name', 'Smith!')
    expect(messageFor('Last name')).toBe(MESSAGES.invalid)
  })

  it('checks the length on leaving the field, then clears while typing', async () => {
    render(<TourForm {...props} />)
    await type('First name', 'J')
    expect(messageFor('First name')).toBe('')
    await leave('First name')
    expect(messageFor('First name')).toBe(MESSAGES.firstNameShort)
    await type('First name', 'Jo')
    expect(messageFor('First name')).toBe('')
    await leave('First name')
    expect(messageFor('First name')).toBe('')
    await typeAndLeave('Last name', 'L')
    expect(messageFor('Last name')).toBe('Please enter a valid last name')
    await typeAndLeave('Last name', '')
    expect(messageFor('Last name')).toBe(MESSAGES.lastNameRequired)
  })
})

describe('tour form: e-mail, mobile and dial code', () => {
  it('asks for a valid e-mail with a known top-level domain, in the tour form’s words', async () => {
    render(<TourForm {...props} />)
    await typeAndLeave('Email address', '')
    expect(messageFor('Email address')).toBe(MESSAGES.emailRequired)
    await typeAndLeave('Email address', 'jane@example.notarealtld')
    expect(messageFor('Email address')).toBe('invalid email address')
    await typeAndLeave('Email address', 'jane@[192.168.0.1]')
    expect(messageFor('Email address')).toBe('')
  })

  it('shows INVALID while typing letters or more than 12 characters in the mobile number', async () => {
    render(<TourForm {...props} />)
    await type('Mobile number', '07700a')
    expect(messageFor('Mobile number')).toBe(MESSAGES.invalid)
    await type('Mobile number', '07700900123')
    expect(messageFor('Mobile number')).toBe('')
    await type('Mobile number', '0770090012345')
    expect(messageFor('Mobile number')).toBe(MESSAGES.invalid)
    await typeAndLeave('Mobile number', '')
    expect(messageFor('Mobile number')).toBe(MESSAGES.mobileRequired)
  })

  it('starts on +44 and asks for a dial code when none is chosen', async () => {
    render(<TourForm {...props} />)
    expect((screen.getByLabelText('Dial code') as HTMLSelectElement).value).toBe('+44')
    await typeAndLeave('Dial code', '')
    expect(messageFor('Dial code')).toBe('please select dial code')
  })
})

describe('tour form: date of birth', () => {
  it('asks for the whole date when the group is left unfinished', async () => {
    render(<TourForm {...props} />)
    await type('Day', '12')
    await leave('Day')
    expect(messageFor('Day')).toBe(MESSAGES.dateOfBirthRequired)
    await type('Month', '3')
    await type('Year', '1990')
    expect(messageFor('Day')).toBe('')
  })

  it('clears a day the chosen month no longer has', async () => {
    render(<TourForm {...props} />)
    await type('Day', '31')
    await type('Month', '4')
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('')
  })
})

describe('tour form: sending', () => {
  it('disables send while a message shows', async () => {
    render(<TourForm {...props} />)
    expect(send().disabled).toBe(false)
    await typeAndLeave('First name', 'J')
    expect(send().disabled).toBe(true)
    await type('First name', 'Jo')
    expect(send().disabled).toBe(false)
  })

  it('moves focus to the first invalid field on send: the title, then the date of birth’s day', async () => {
    render(<TourForm {...props} />)
    await submit(form())
    expect(document.activeElement).toBe(screen.getByLabelText('Title'))
    expect(messageFor('Title')).toBe(MESSAGES.titleRequired)
    expect(messageFor(CONSENT)).toBe(MESSAGES.consentRequired)
    expect(action).not.toHaveBeenCalled()

    cleanup()
    render(<TourForm {...props} />)
    await fillValid(CONSENT)
    await type('Day', '')
    await submit(form())
    expect(document.activeElement).toBe(screen.getByLabelText('Day'))
    expect(messageFor('Day')).toBe(MESSAGES.dateOfBirthRequired)
  })

  it('sends what the API expects: dial code and number joined, the date as year-month-day, numbers as numbers', async () => {
    render(<TourForm {...props} />)
    await fillValid(CONSENT)
    await type('Dial code', '+33')
    await type('Mobile number', '0612 345 678')
    await type('Home location', '8')
    await submit(form())
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1))
    const data = Object.fromEntries(sent().entries())
    const parsed = tourFormSchema.parse(data)
    expect(parsed.payload).toMatchObject({
      title: 'Ms',
      firstName: 'Jane',
      lastName: 'Smith-Jones',
      emailAddress: 'jane@example.co.uk',
      mobileNumber: '+33612345678',
      dateOfBirth: '2000-02-29',
      locationId: 8,
      clientType: 'Club',
      sourcePath: '/membership/book-a-tour',
      termsAccepted: true,
      consentText: CONSENT,
    })
    expect(parsed.payload).not.toHaveProperty('companyName')
    expect(parsed.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(data.completeLink).toBe('/membership/book-a-tour/complete/')
  })

  it('shows the block’s message when sending fails, keeps what was typed, and retries with the same key', async () => {
    render(<TourForm {...props} />)
    await fillValid(CONSENT)
    action.mockImplementation(async (_prev, data) => ({
      status: 'error',
      errors: {},
      values: Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)])),
      failure: { status: 503 },
    }))
    await submit(form())
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(props.apiErrorMessage))
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Jane')
    const firstKey = sent().get('idempotencyKey')
    await submit(form())
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2))
    expect(sent().get('idempotencyKey')).toBe(firstKey)
    await type('First name', 'Janet')
    await submit(form())
    await waitFor(() => expect(action).toHaveBeenCalledTimes(3))
    expect(sent().get('idempotencyKey')).not.toBe(firstKey)
  })

  it('shows the service’s own words when too many requests came from the visitor', async () => {
    render(<TourForm {...props} />)
    await fillValid(CONSENT)
    action.mockResolvedValue({ status: 'error', errors: {}, values: {}, failure: { status: 429, message: 'Please wait a few minutes.' } })
    await submit(form())
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please wait a few minutes.'))
  })

  it('shows the server’s field messages and focuses the first', async () => {
    render(<TourForm {...props} />)
    await fillValid(CONSENT)
    action.mockResolvedValue({ status: 'error', errors: { emailAddress: 'invalid email address' }, values: {} })
    await submit(form())
    await waitFor(() => expect(messageFor('Email address')).toBe('invalid email address'))
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'))
  })

  it('keeps people out of the honeypot', () => {
    render(<TourForm {...props} />)
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(trap.tabIndex).toBe(-1)
    expect(trap.getAttribute('autocomplete')).toBe('off')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    // Hidden from assistive technology: no textbox named Website is exposed.
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull()
  })
})

describe('tour form: Club or Corporate', () => {
  const corporateFields = () => document.querySelector<HTMLElement>('[data-corporate-fields]')!

  it('adds company name and number of memberships (3 to 10) when Corporate is chosen', async () => {
    render(<TourForm {...props} />)
    expect(corporateFields().hidden).toBe(true)
    await tick('Corporate')
    expect(corporateFields().hidden).toBe(false)
    const options = [...(screen.getByLabelText('Number of memberships') as HTMLSelectElement).options].map((o) => o.value)
    expect(options).toEqual(['', '3', '4', '5', '6', '7', '8', '9', '10'])
    await fillValid(CONSENT)
    await submit(form())
    expect(messageFor('Company name')).toBe(MESSAGES.companyRequired)
    expect(messageFor('Number of memberships')).toBe(MESSAGES.membershipsRequired)
    expect(document.activeElement).toBe(screen.getByLabelText('Company name'))
    await tick('Club')
    expect(corporateFields().hidden).toBe(true)
    expect(send().disabled).toBe(false)
  })

  it('follows ?club=corporate, then the older ?membership=Corporate, else the block’s default', async () => {
    window.history.replaceState(null, '', '/membership/book-a-tour?club=corporate')
    render(<TourForm {...props} />)
    await waitFor(() => expect((screen.getByLabelText('Corporate') as HTMLInputElement).checked).toBe(true))
    cleanup()
    window.history.replaceState(null, '', '/membership/book-a-tour?membership=Corporate')
    render(<TourForm {...props} />)
    await waitFor(() => expect((screen.getByLabelText('Corporate') as HTMLInputElement).checked).toBe(true))
    cleanup()
    window.history.replaceState(null, '', '/membership/book-a-tour')
    render(<TourForm {...props} defaultMembership="Corporate" />)
    expect((screen.getByLabelText('Corporate') as HTMLInputElement).checked).toBe(true)
  })

  it('is fixed to Corporate without a toggle for the corporate enquiry block', () => {
    render(<TourForm {...props} fixedMembership="Corporate" />)
    expect(screen.queryByLabelText('Club')).toBeNull()
    expect(document.querySelector<HTMLInputElement>('input[name="clientType"]')!.value).toBe('Corporate')
    expect(corporateFields().hidden).toBe(false)
  })
})

describe('tour form: without JavaScript', () => {
  const answer: FormState = {
    status: 'error',
    errors: { firstName: MESSAGES.firstNameShort, dateOfBirth: MESSAGES.dateOfBirthRequired },
    values: { clientType: 'Corporate', title: 'Dr', firstName: 'Jo', lastName: 'Smith', companyName: 'Acme', dobMonth: '3', termsAccepted: 'on' },
  }

  it('renders the server’s messages by their fields, keeps the values and focuses the first invalid field', () => {
    const html = renderToStaticMarkup(<TourForm {...props} initialState={answer} />)
    document.body.innerHTML = html
    const first = document.querySelector<HTMLInputElement>('input[name="firstName"]')!
    expect(first.getAttribute('value')).toBe('Jo')
    expect(first.hasAttribute('autofocus')).toBe(true)
    expect(first.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe(MESSAGES.firstNameShort)
    expect(html).toContain(MESSAGES.dateOfBirthRequired)
    expect(document.querySelectorAll('[autofocus]')).toHaveLength(1)
    expect(document.querySelector<HTMLInputElement>('input[value="Corporate"]')!.hasAttribute('checked')).toBe(true)
    expect(document.querySelector<HTMLInputElement>('input[name="companyName"]')!.getAttribute('value')).toBe('Acme')
    expect(document.querySelector<HTMLInputElement>('input[name="termsAccepted"]')!.hasAttribute('checked')).toBe(true)
    expect(document.querySelector('select[name="dobMonth"] option[selected]')!.getAttribute('value')).toBe('3')
    // The send button must work: the page is the server's, with no script to re-enable it.
    expect(document.querySelector('button[type="submit"]')!.hasAttribute('disabled')).toBe(false)
    // The corporate fields are left to CSS, which follows the checked radio.
    expect(document.querySelector('[data-corporate-fields]')!.hasAttribute('hidden')).toBe(false)
  })

  it('keeps the FILL THE FORM gate open when the server sends the form back', () => {
    const closed = renderToStaticMarkup(<TourForm {...props} hideFormBehindButton revealButtonText="FILL THE FORM" />)
    expect(closed).toMatch(/<details class="[^"]*"><summary[^>]*>FILL THE FORM<\/summary>/)
    const open = renderToStaticMarkup(<TourForm {...props} hideFormBehindButton initialState={answer} />)
    expect(open).toMatch(/<details open=""/)
  })
})
