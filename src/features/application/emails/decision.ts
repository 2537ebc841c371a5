import type { EmailMessage } from '@/integrations/email/port'
import type { ReviewDecision as Decision } from '@/model/application'
import type { ApplicationSettings } from '@/model/application-templates'
import type { Lead } from '@/payload-types'

import { companyValue, fillTemplate, templateValues } from './templates'

const TEMPLATE_OF = { Approved: 'approved', Declined: 'declined', Waitlisted: 'waitlisted' } as const

/**
 * The applicant's e-mail: the staff's template, their first name if it is a plain one, the reason;
 * for a corporate application, sent to its primary contact, with the company's name.
 */
export function decisionEmail(
  lead: Pick<Lead, 'id' | 'firstName' | 'emailAddress'> & Partial<Pick<Lead, 'clientType' | 'companyName'>>,
  decision: Decision,
  reason: string,
  settings: ApplicationSettings,
  env: { serverUrl: string; SALES_TEAM_EMAIL: string },
): EmailMessage {
  const company = lead.clientType === 'Corporate' ? { companyName: companyValue(lead.companyName) } : {}
  const filled = fillTemplate(settings[TEMPLATE_OF[decision]], templateValues(lead.firstName, { reason, link: env.serverUrl, ...company }))
  return { to: lead.emailAddress, subject: filled.subject, text: filled.body, replyTo: env.SALES_TEAM_EMAIL, about: { relationTo: 'leads', value: lead.id } }
}
