import type { Field, GlobalConfig } from 'payload'

import {
  APPLICATION_SETTINGS_SLUG,
  checkPlaceholders,
  DEFAULT_REMINDER_AFTER_DAYS,
  type TemplateKind,
} from '@/model/application-templates'
import { denyByDefaultGlobal, hiddenOutsideRole, nobody, salesOnly } from '@/lib/access'

const placeholders =
  'Placeholders: {firstName} (the applicant’s first name, or “applicant”; a company’s primary contact), {reason} (the reason given with the decision), {link}, {companyName} (a corporate application’s company; a paragraph using it is left out of an individual’s e-mail).'

/** Without its link the reminder would tell the applicant to carry on, and not how. */
const checkReminderBody = (value: unknown): true | string => {
  const placeholders = checkPlaceholders(value)
  if (placeholders !== true) return placeholders
  return typeof value !== 'string' || value.includes('{link}') || 'The reminder needs {link}: the applicant’s own link to carry on.'
}

const template = (kind: TemplateKind, label: string, description: string): Field => ({
  name: kind,
  label,
  type: 'group',
  admin: { description: `${description} ${placeholders}` },
  fields: [
    { name: 'subject', type: 'text', required: true, maxLength: 200, validate: checkPlaceholders },
    { name: 'body', type: 'textarea', required: true, maxLength: 5000, validate: kind === 'reminder' ? checkReminderBody : checkPlaceholders, admin: { rows: 14 } },
  ],
})

/**
 * The wording is written by the seed (src/seed), not as column defaults, so changing the club's
 * default wording needs no migration; until the seed has run, the e-mails use DEFAULT_TEMPLATES.
 *
 * The membership committee's e-mails and the application reminder (docs/decisions/020): the sales
 * team words them; nobody outside it sees them.
 */
export const ApplicationSettings: GlobalConfig = denyByDefaultGlobal({
  slug: APPLICATION_SETTINGS_SLUG,
  // Not "Applications": that is the review view's name in the same menu.
  label: 'Application e-mails',
  admin: { group: 'Settings', hidden: hiddenOutsideRole('sales'), description: 'The e-mails applicants receive when the committee decides, and the reminder for unfinished applications. Plain text.' },
  access: { read: salesOnly, update: salesOnly, readVersions: nobody },
  fields: [
    {
      name: 'reminderAfterDays',
      label: 'Remind unfinished applications after (days)',
      type: 'number',
      required: true,
      min: 1,
      max: 90,
      defaultValue: DEFAULT_REMINDER_AFTER_DAYS,
      admin: { description: 'An application still being filled in this many days after it was started gets one reminder e-mail with a fresh link to carry on. Checked every hour.' },
    },
    template('approved', 'Approved', 'Sent when the committee approves an application. {link} is the club’s website.'),
    template('declined', 'Declined', 'Sent when the committee declines an application; the reason is required.'),
    template('waitlisted', 'Waiting list', 'Sent when the committee puts an application on the waiting list; the reason is required.'),
    template('reminder', 'Reminder', 'Sent once to an unfinished application. {link} is the applicant’s own link to carry on (valid 30 days); keep it in the body.'),
  ],
})
