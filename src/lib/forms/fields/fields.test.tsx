// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { CheckboxField } from './CheckboxField'
import { DateOfBirthField } from './DateOfBirthField'
import { Honeypot } from './Honeypot'
import { MobileField } from './MobileField'
import { SelectField } from './SelectField'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'

afterEach(cleanup)

/** Dial codes and years as the tour form offers them. */
const DIAL_CODES = ['+44', '+43', '+34', '+46', '+39', '+966', '+33', '+45', '+49', '+1', 'Other']
const YEARS = Array.from({ length: 2004 - 1920 + 1 }, (_, i) => 2004 - i)

const days = (month?: string, year?: string) => {
  render(<DateOfBirthField id="dob" years={YEARS} month={month} year={year} day={{ name: 'dobDay' }} monthSelect={{ name: 'dobMonth' }} yearSelect={{ name: 'dobYear' }} />)
  const values = [...(screen.getByLabelText('Day') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean).map(Number)
  cleanup()
  return values
}

describe('date of birth', () => {
  it('offers the days of the chosen month and year: 31 February never, 29 February in leap years only', () => {
    expect(days()).toHaveLength(31)
    expect(days('1')).toHaveLength(31)
    expect(days('4', '1990')).toHaveLength(30)
    expect(days('2')).toHaveLength(29)
    expect(days('2', '2000')).toHaveLength(29)
    expect(days('2', '1996')).toHaveLength(29)
    expect(days('2', '1999')).toHaveLength(28)
    expect(days('2', '1900')).toHaveLength(28)
    for (const year of ['1920', '1987', '2003']) expect(days('2', year)).not.toContain(31)
  })

  it('offers January to December and the years 2004 down to 1920, in one labelled group', () => {
    render(<DateOfBirthField id="dob" years={YEARS} day={{ name: 'dobDay' }} monthSelect={{ name: 'dobMonth' }} yearSelect={{ name: 'dobYear' }} error="Please enter your date of birth" />)
    const months = [...(screen.getByLabelText('Month') as HTMLSelectElement).options].slice(1)
    expect(months.map((o) => o.textContent)).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'])
    expect(months.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'])
    const years = [...(screen.getByLabelText('Year') as HTMLSelectElement).options].slice(1).map((o) => Number(o.value))
    expect(years[0]).toBe(2004)
    expect(years.at(-1)).toBe(1920)
    expect(years).toHaveLength(85)
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy()
    for (const label of ['Day', 'Month', 'Year']) {
      const select = screen.getByLabelText(label)
      expect(select.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe('Please enter your date of birth')
    }
  })
})

describe('text, select and checkbox fields', () => {
  it('label the control and wire its message with aria-describedby and aria-invalid', () => {
    render(<TextField id="f-first" name="firstName" label="First name" error="INVALID" />)
    const input = screen.getByLabelText('First name')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('INVALID')
    cleanup()
    render(<TextField id="f-first" name="firstName" label="First name" />)
    expect(screen.getByLabelText('First name').hasAttribute('aria-invalid')).toBe(false)
  })

  it('mark optional fields "(Optional)"', () => {
    render(<TextField id="f-p" name="proposerName" label="Proposer name" optional />)
    expect(screen.getByLabelText('Proposer name (Optional)')).toBeTruthy()
  })

  it('use a native select with an empty first choice when asked', () => {
    render(<SelectField id="f-t" name="title" label="Title" placeholder="Select" options={[{ label: 'Mr', value: 'Mr' }]} />)
    const select = screen.getByLabelText('Title') as HTMLSelectElement
    expect(select.tagName).toBe('SELECT')
    expect([...select.options].map((o) => o.value)).toEqual(['', 'Mr'])
  })

  it('put the terms link outside the checkbox label, opening a new tab', () => {
    render(<CheckboxField id="f-terms" name="terms" label="I consent." link={{ text: 'See T&Cs', href: '/terms-and-conditions/' }} />)
    const box = screen.getByLabelText('I consent.') as HTMLInputElement
    expect(box.type).toBe('checkbox')
    const link = screen.getByRole('link', { name: /See T&Cs/ })
    expect(link.getAttribute('href')).toBe('/terms-and-conditions/')
    expect(link.closest('label')).toBeNull()
  })
})

describe('mobile number', () => {
  it('pairs a dial code select (the spec’s list) with the number', () => {
    render(<MobileField id="f-m" dialCodes={DIAL_CODES} dialCode={{ name: 'dialCode', defaultValue: '+44' }} number={{ name: 'mobileNumber' }} dialCodePlaceholder="Select" />)
    const dial = screen.getByLabelText('Dial code') as HTMLSelectElement
    expect([...dial.options].map((o) => o.value)).toEqual(['', ...DIAL_CODES])
    expect(dial.value).toBe('+44')
    // The phone keypad, and the national number's autofill, which HTML allows on text controls only.
    const number = screen.getByLabelText('Mobile number') as HTMLInputElement
    expect(number.inputMode).toBe('tel')
    expect([number.type, number.autocomplete]).toEqual(['text', 'tel-national'])
  })
})

describe('honeypot', () => {
  it('is out of reach for people: off-screen, hidden from assistive technology, not focusable, no autofill', () => {
    const html = renderToStaticMarkup(<Honeypot />)
    document.body.innerHTML = html
    const input = document.querySelector('input[name="website"]') as HTMLInputElement
    expect(input.tabIndex).toBe(-1)
    expect(input.getAttribute('autocomplete')).toBe('off')
    expect(input.closest('[aria-hidden="true"]')!.className).toContain('-left-[10000px]')
  })
})

describe('submit button', () => {
  it('shows a spinner, is busy and disabled while sending', () => {
    const { rerender } = render(<SubmitButton pending={false}>Send Enquiry</SubmitButton>)
    const button = screen.getByRole('button', { name: 'Send Enquiry' }) as HTMLButtonElement
    expect(button.disabled).toBe(false)
    expect(button.hasAttribute('aria-busy')).toBe(false)
    rerender(<SubmitButton pending>Send Enquiry</SubmitButton>)
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.querySelector('[data-spinner]')).not.toBeNull()
    rerender(<SubmitButton pending={false} disabled>Send Enquiry</SubmitButton>)
    expect(button.disabled).toBe(true)
  })
})
