import { act, fireEvent, screen } from '@testing-library/react'

/** Helpers the form tests share: typing, leaving and choosing as a visitor would. */

export const type = async (label: string | RegExp, value: string) => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  })
}

export const leave = async (label: string | RegExp) => {
  await act(async () => {
    fireEvent.blur(screen.getByLabelText(label))
  })
}

export const typeAndLeave = async (label: string | RegExp, value: string) => {
  await type(label, value)
  await leave(label)
}

export const tick = async (label: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByLabelText(label))
  })
}

/** The message shown under a control (its aria-describedby), or '' when none. */
export function messageFor(label: string | RegExp): string {
  const control = screen.getByLabelText(label)
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim()
}

export const submit = async (form: HTMLFormElement) => {
  await act(async () => {
    fireEvent.submit(form)
  })
}

/** A visitor who fills every field the tour and enquiry forms ask for. */
export async function fillValid(consent: string) {
  await type('Title', 'Ms')
  await type('First name', 'Jane')
  await type('Last name', 'Smith-Jones')
  await type('Email address', 'jane@example.co.uk')
  await type('Mobile number', '07700 900123')
  await type('Day', '29')
  await type('Month', '2')
  await type('Year', '2000')
  await tick(consent)
}
