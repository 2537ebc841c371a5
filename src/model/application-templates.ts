/**
 * The committee's and the reminder's e-mail templates as the back office stores them (the
 * `application-settings` global, Settings > Application e-mails): their kinds, placeholders and
 * default wording, and the check that a template uses only placeholders that get filled in. The
 * application feature fills them in and sends them (src/features/application/emails/).
 */

export const TEMPLATE_KINDS = ['approved', 'declined', 'waitlisted', 'reminder'] as const
export type TemplateKind = (typeof TEMPLATE_KINDS)[number]

export type EmailTemplate = { subject: string; body: string }
export type ApplicationSettings = { reminderAfterDays: number } & Record<TemplateKind, EmailTemplate>

/**
 * {firstName}: the applicant's first name when it is a plain short name, otherwise "applicant".
 * {reason}: what the committee's member wrote as the reason (empty for an approval).
 * {link}: in the reminder, the applicant's own continue link; in a decision, the club's website.
 * {companyName}: a corporate application's company, when its name is a plain one (plainCompanyName),
 * otherwise "your company". A paragraph that uses it is left out of an individual's e-mail.
 */
export const PLACEHOLDERS = ['firstName', 'reason', 'link', 'companyName'] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]
export type TemplateValues = Partial<Record<Placeholder, string>>

export const DEFAULT_REMINDER_AFTER_DAYS = 7

const SIGN_OFF = ['Kind regards,', 'The membership team, Clubhouse'].join('\n')

export const DEFAULT_TEMPLATES: Record<TemplateKind, EmailTemplate> = {
  approved: {
    subject: 'Welcome to Clubhouse: your membership has been approved',
    body: [
      'Dear {firstName},',
      '',
      'We are delighted to tell you that the membership committee has approved your application. Welcome to Clubhouse.',
      '',
      'The approval covers the corporate membership of {companyName}: yours, and that of each member named in the application.',
      '',
      'We have sent you a separate e-mail with a link to choose your password: with it you can book a table and see your schedule on our website. Our membership team will be in touch in the next few days to arrange your first visit as a member, your membership card and an introduction to your home club.',
      '',
      'Until then, you can see what is on across our four clubs at {link}.',
      '',
      'We look forward to welcoming you.',
      '',
      SIGN_OFF,
    ].join('\n'),
  },
  declined: {
    subject: 'Your Clubhouse membership application',
    body: [
      'Dear {firstName},',
      '',
      'Thank you for applying to join Clubhouse, and for the time you gave to your application.',
      '',
      'The membership committee has considered it carefully and is not able to offer you membership on this occasion.',
      '',
      'This applies to the corporate application of {companyName}, for you and for each member named in it.',
      '',
      '{reason}',
      '',
      'As your membership has not started, no membership fees will be collected. If you have any questions, simply reply to this e-mail.',
      '',
      SIGN_OFF,
    ].join('\n'),
  },
  waitlisted: {
    subject: 'Your Clubhouse membership application: our waiting list',
    body: [
      'Dear {firstName},',
      '',
      'Thank you for applying to join Clubhouse. The membership committee was pleased to consider your application, and has placed you on our waiting list.',
      '',
      'The place on the waiting list is for the corporate membership of {companyName}: yours, and that of each member named in the application.',
      '',
      '{reason}',
      '',
      'We will write to you as soon as a place becomes available; there is nothing you need to do in the meantime. If you have any questions, simply reply to this e-mail.',
      '',
      SIGN_OFF,
    ].join('\n'),
  },
  reminder: {
    subject: 'Your Clubhouse membership application is waiting for you',
    body: [
      'Dear {firstName},',
      '',
      'You started an application to join Clubhouse but have not finished it yet. Everything you entered has been saved, so you can carry on where you left off:',
      '',
      '{link}',
      '',
      'This link is personal to you: please do not share it. It works for 30 days. If you have any questions, simply reply to this e-mail.',
      '',
      SIGN_OFF,
    ].join('\n'),
  },
}

export const PLACEHOLDER = /\{(\w+)\}/g

/** Placeholders a template uses that are not ones we fill in. */
export function unknownPlaceholders(template: string): string[] {
  const known: readonly string[] = PLACEHOLDERS
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !known.includes(name)))]
}

/** A field validator for the settings: an unknown placeholder would go out as it is, braces and all. */
export function checkPlaceholders(value: unknown): true | string {
  if (typeof value !== 'string') return true
  const unknown = unknownPlaceholders(value)
  return unknown.length === 0 || `Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.map((n) => `{${n}}`).join(', ')}. Use ${PLACEHOLDERS.map((n) => `{${n}}`).join(', ')}.`
}

/** The global the templates are stored in. */
export const APPLICATION_SETTINGS_SLUG = 'application-settings'
