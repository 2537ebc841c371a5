import { Fragment, type Ref } from 'react'

import { mailtoHref, NEW_TAB_HINT, phoneText, telHref } from '@/lib/ui/contact'

import { whatsappHref } from './links'
import type { ContactKind } from './texts'

/** Where to reach the team when it cannot wait: e-mail and phone (offices), e-mail or WhatsApp (events). */
export type UrgentContacts = { email?: string | null; phone?: string | null; whatsapp?: string | null }

type Channel = { key: string; lead: string; href: string; text: string; newTab?: boolean }

/** The channels a kind of enquiry offers, in the spec's order, leaving out those staff left empty. */
export function urgentChannels(kind: ContactKind, urgent: UrgentContacts): Channel[] {
  const email = urgent.email?.trim()
  const phone = urgent.phone?.trim()
  const whatsapp = urgent.whatsapp?.trim()
  const channels: (Channel | null)[] = [
    email ? { key: 'email', lead: 'email', href: mailtoHref(email), text: email } : null,
    kind === 'office' && phone ? { key: 'phone', lead: 'call', href: telHref(phone), text: phoneText(phone) } : null,
    kind === 'event' && whatsapp ? { key: 'whatsapp', lead: 'message us on WhatsApp at', href: whatsappHref(whatsapp), text: whatsapp, newTab: true } : null,
  ]
  return channels.filter((c): c is Channel => c !== null)
}

type Props = { kind: ContactKind; message: string; urgent: UrgentContacts; headingRef?: Ref<HTMLParagraphElement> }

/** What the panel shows once the enquiry is sent: the team's promise, then the urgent contacts. */
export function ContactSuccess({ kind, message, urgent, headingRef }: Props) {
  const channels = urgentChannels(kind, urgent)
  return (
    <div role="status" data-contact-sent="" className="flex flex-col gap-4">
      <p ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        {message}
      </p>
      {channels.length ? (
        <p data-urgent-contacts="">
          For urgent enquiries,{' '}
          {channels.map((c, i) => (
            <Fragment key={c.key}>
              {i > 0 ? ' or ' : null}
              {c.lead}{' '}
              <a
                href={c.href}
                className="underline underline-offset-4"
                {...(c.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {c.text}
                {c.newTab ? <span className="sr-only"> {NEW_TAB_HINT}</span> : null}
              </a>
            </Fragment>
          ))}
          .
        </p>
      ) : null}
    </div>
  )
}
