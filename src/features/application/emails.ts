import type { EmailMessage } from '@/integrations/email/port'
import { greetingName } from '@/lib/validation/names'

import { CONTINUE_LINK_DAYS } from '@/model/application'

type Person = { id: number; firstName?: string | null; emailAddress: string }
type Settings = { serverUrl: string; SALES_TEAM_EMAIL: string; productName?: string }

/**
 * The application's e-mails. As with the tour confirmation, a message to the applicant goes to an
 * address nobody has verified, so it carries nothing they typed but a plain greeting name.
 */

export const continueLinkOf = (serverUrl: string, token: string) => `${serverUrl}/application/continue?continueUrl=${encodeURIComponent(token)}`

const greeting = (p: Person) => {
  const name = greetingName(p.firstName)
  return name ? `Dear ${name},` : 'Hello,'
}

/** Sent when an application starts, and when someone asks to continue one with this address. */
export function continueLinkEmail(lead: Person, token: string, settings: Settings, resumed: boolean): EmailMessage {
  const link = continueLinkOf(settings.serverUrl, token)
  return {
    to: lead.emailAddress,
    subject: resumed ? 'Continue your membership application' : 'Your membership application',
    text: [
      greeting(lead),
      '',
      resumed
        ? 'You asked to continue your membership application. This link opens it where you left off, on any device:'
        : 'Thank you for starting your membership application. If you need to stop, this link opens it where you left off, on any device:',
      '',
      link,
      '',
      `The link works for ${CONTINUE_LINK_DAYS} days, and only the latest link we have sent you works. Please do not share it: anyone with it can see and change your application.`,
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

export function appliedEmail(lead: Person, settings: Settings): EmailMessage {
  return {
    to: lead.emailAddress,
    subject: 'We have received your membership application',
    text: [
      greeting(lead),
      '',
      'Thank you for applying for membership. Your application is complete and is now with our membership committee, who meet every week.',
      'We will write to you with their decision. Nothing is collected by Direct Debit until you are accepted.',
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

export function teamAppliedEmail(lead: Person & { lastName?: string | null }, settings: Settings): EmailMessage {
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ').replace(/[\r\n]+/g, ' ')
  return {
    to: settings.SALES_TEAM_EMAIL,
    subject: `Membership application complete: ${name || lead.emailAddress}`,
    text: [
      `${name || lead.emailAddress} has completed a membership application, with a Direct Debit mandate, for the committee to review.`,
      '',
      `Open it in the back office: ${settings.serverUrl}/admin/collections/leads/${lead.id}`,
    ].join('\n'),
    replyTo: lead.emailAddress,
    about: { relationTo: 'leads', value: lead.id },
  }
}
