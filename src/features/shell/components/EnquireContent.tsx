import { EmailText, phoneText, telHref } from '@/lib/ui/contact'

export type ShellContacts = { phone: string; emails: { label?: string | null; email: string }[] }

/** Until the enquiry form arrives, ENQUIRE offers the ways to reach the team now. */
export function EnquireContent({ contacts }: { contacts: ShellContacts }) {
  return (
    <div className="space-y-4">
      <p>Our team will be in touch within 24 hours.</p>
      <p>
        <a className="underline underline-offset-4" href={telHref(contacts.phone)}>
          {phoneText('Call us on')}
          <wbr />
          {`\u00a0${phoneText(contacts.phone)}`}
        </a>
      </p>
      {contacts.emails.map((e) => (
        <p key={e.email}>
          {e.label ? <span className="block text-sm uppercase tracking-widest">{e.label}</span> : null}
          <a className="underline underline-offset-4" href={`mailto:${e.email}`}>
            <EmailText email={e.email} />
          </a>
        </p>
      ))}
    </div>
  )
}
