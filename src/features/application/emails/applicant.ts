import type { EmailMessage } from '@/integrations/email/port'
import { greetingName } from '@/lib/validation/names'

import { CONTINUE_LINK_DAYS } from '@/model/application'

type Person = { id: number; firstName?: string | null; emailAddress: string; clientType?: string | null; companyName?: string | null }
type Settings = { serverUrl: string; SALES_TEAM_EMAIL: string; productName?: string }

/**
 * The application's e-mails. As with the tour confirmation, a message to the applicant goes to an
 * address nobody has verified, so it carries nothing they typed but a plain greeting name.
 */

export const continueLinkOf = (serverUrl: string, token: string) => `${serverUrl}/application/continue?continueUrl=${encodeURIComponent(token)}`

/**
 * A company's application is the company's, not the contact's own: "your company's membership
 * application". The company's name is typed by the applicant, so it is not repeated to an address
 * nobody has verified; the team's e-mail, to a known address, names it.
 */
const applicationOf = (p: Person) => (p.clientType === 'Corporate' ? 'your company’s corporate membership application' : 'your membership application')
const titled = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const greeting = (p: Person) => {
  const name = greetingName(p.firstName)
  return name ? `Dear ${name},` : 'Hello,'
}

/** Sent when an application starts, and when someone asks to continue one with this address. */
export function continueLinkEmail(lead: Person, token: string, settings: Settings, resumed: boolean): EmailMessage {
  const link = continueLinkOf(settings.serverUrl, token)
  return {
    to: lead.emailAddress,
    subject: resumed ? `Continue ${applicationOf(lead)}` : titled(applicationOf(lead)),
    text: [
      greeting(lead),
      '',
      resumed
        ? `You asked to continue ${applicationOf(lead)}. This link opens it where you left off, on any device:`
        : `Thank you for starting ${applicationOf(lead)}. If you need to stop, this link opens it where you left off, on any device:`,
      '',
      link,
      '',
      `The link works for ${CONTINUE_LINK_DAYS} days. Please do not share it: anyone with it can see and change your application.`,
      '',
      'If you did not ask for this, you can ignore this e-mail.',
      '',
      'Kind regards,',
      'The membership team',
    ].join('\n'),
    replyTo: settings.SALES_TEAM_EMAIL,
    about: { relationTo: 'leads', value: lead.id },
  }
}

/**
 * Sent when someone starts an application with an address whose application is still open
 * (docs/decisions/045). Whoever typed the address carried on with a new application at once, as
 * anyone does, so the site told them nothing; the address's owner learns of it here, with a new
 * link to their earlier application (their earlier links still work) and one to the new one in
 * case it was them starting afresh. Greets by the earlier application's name, not the new one's,
 * which a stranger may have typed.
 */
export function alreadyStartedEmail(earlier: Person & { createdAt?: string | null }, earlierToken: string, fresh: Person, freshToken: string, settings: Settings): EmailMessage {
  const started = earlier.createdAt ? ` on ${new Date(earlier.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })}` : ''
  return {
    to: earlier.emailAddress,
    subject: `Continue ${applicationOf(earlier)}`,
    text: [
      greeting(earlier),
      '',
      `Someone, perhaps you, has just started ${applicationOf(fresh).replace(/^your /, 'a ')} on our website with this e-mail address. You already have one in progress, started${started}. This link opens it where you left off, on any device:`,
      '',
      continueLinkOf(settings.serverUrl, earlierToken),
      '',
      'If you meant to start afresh, this link opens the new one:',
      '',
      continueLinkOf(settings.serverUrl, freshToken),
      '',
      `The links work for ${CONTINUE_LINK_DAYS} days, and the links we sent you before still work. Please do not share them: anyone with one can see and change that application.`,
      '',
      'If it was not you, you can ignore this e-mail: an application goes to our membership committee only once it is completed.',
      '',
      'Kind regards,',
      'The membership team',
    ].join('\n'),
    replyTo: settings.SALES_TEAM_EMAIL,
    about: { relationTo: 'leads', value: earlier.id },
  }
}

export function appliedEmail(lead: Person, settings: Settings): EmailMessage {
  const corporate = lead.clientType === 'Corporate'
  return {
    to: lead.emailAddress,
    subject: `We have received ${applicationOf(lead)}`,
    text: [
      greeting(lead),
      '',
      corporate
        ? 'Thank you for applying for corporate membership. The application, with its members, is complete and is now with our membership committee, who meet every week.'
        : 'Thank you for applying for membership. Your application is complete and is now with our membership committee, who meet every week.',
      corporate
        ? 'We will write to you, as the primary contact, with their decision. Nothing is collected by Direct Debit until the company is accepted.'
        : 'We will write to you with their decision. Nothing is collected by Direct Debit until you are accepted.',
      '',
      'If anything needs correcting, simply reply to this e-mail.',
      '',
      'Kind regards,',
      'The membership team',
    ].join('\n'),
    replyTo: settings.SALES_TEAM_EMAIL,
    about: { relationTo: 'leads', value: lead.id },
  }
}

export function teamAppliedEmail(lead: Person & { lastName?: string | null }, settings: Settings, members = 0): EmailMessage {
  const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ')
  const name = oneLine([lead.firstName, lead.lastName].filter(Boolean).join(' '))
  const company = lead.clientType === 'Corporate' ? oneLine(lead.companyName ?? '') || 'A company' : null
  return {
    to: settings.SALES_TEAM_EMAIL,
    subject: company ? `Corporate membership application complete: ${company}` : `Membership application complete: ${name || lead.emailAddress}`,
    text: [
      company
        ? `${company} has completed a corporate membership application, with ${members} additional member${members === 1 ? '' : 's'} and a Direct Debit mandate, for the committee to review. The primary contact is ${name || lead.emailAddress}.`
        : `${name || lead.emailAddress} has completed a membership application, with a Direct Debit mandate, for the committee to review.`,
      '',
      `Open it in the back office: ${settings.serverUrl}/admin/collections/leads/${lead.id}`,
    ].join('\n'),
    replyTo: lead.emailAddress,
    about: { relationTo: 'leads', value: lead.id },
  }
}
