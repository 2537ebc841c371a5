import { Fragment } from 'react'

/** Helpers the contact, location and price blocks share for phone numbers, e-mail and postal addresses. */

/** A tel: link for a number as staff type it ("020 7123 4505", "+44 (0)20 …"): digits and a leading + only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  const plus = trimmed.startsWith('+') ? '+' : ''
  // "+44 (0)20 7123 4505": the (0) is dropped when dialling internationally.
  const digits = trimmed.replace(/\(0\)/g, '').replace(/\D/g, '')
  return `tel:${plus}${digits}`
}

export const mailtoHref = (email: string): string => `mailto:${email.trim()}`

/** The non-empty lines of a multi-line address. */
export const addressLines = (address: string | null | undefined): string[] =>
  (address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** A postal address over several lines, as staff typed it. */
export function AddressLines({ address }: { address: string | null | undefined }) {
  const lines = addressLines(address)
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  )
}

/** Words screen readers hear after a link that opens a new tab. */
export const NEW_TAB_HINT = '(opens in a new tab)'
