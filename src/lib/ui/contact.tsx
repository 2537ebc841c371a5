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

/**
 * A telephone number's text that never breaks across lines ("020 7123 4505" with no-break spaces and
 * hyphens): the text of every tel: link, so a narrow column moves the whole number to the next line
 * (html-validate's tel-non-breaking, decision 049). Also for the words around a number inside its link.
 */
export const phoneText = (text: string): string => text.trim().replace(/\s+/g, '\u00a0').replace(/-/g, '\u2011')

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

type ContactPerson = { title?: string | null; contactPerson?: string | null; phoneNumber?: string | null; email?: string | null }

const contactLinkClass = 'underline underline-offset-4 hover:no-underline wrap-anywhere'

/** One entry of a contact list (title, person, phone to call, e-mail), as the list and office pages show it. */
export function ContactPersonLines({ contact, titleClassName, gapClassName = 'mt-2' }: { contact: ContactPerson; titleClassName: string; gapClassName?: string }) {
  return (
    <>
      <p className={titleClassName}>{contact.title}</p>
      {contact.contactPerson ? <p className="mt-1">{contact.contactPerson}</p> : null}
      {contact.phoneNumber ? (
        <p className={gapClassName}>
          <a href={telHref(contact.phoneNumber)} className={contactLinkClass}>
            <span className="sr-only">Call&nbsp;</span>
            {phoneText(contact.phoneNumber)}
          </a>
        </p>
      ) : null}
      {contact.email ? (
        <p className="mt-1">
          <a href={mailtoHref(contact.email)} className={contactLinkClass}>
            <span className="sr-only">Email </span>
            {contact.email}
          </a>
        </p>
      ) : null}
    </>
  )
}

/**
 * An e-mail address that a narrow column breaks only after the @ or before a dot, never inside a
 * word ("membership@" / "clubhouse.london", not "membersh" / "ip@...").
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.trim().split(/(?<=@)|(?=\.)/)
  return (
    <span className="[overflow-wrap:normal]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
