import type { Payload, PayloadRequest } from 'payload'

import { greetingName } from '@/lib/validation/names'

/**
 * The e-mails of the membership committee's review and the application reminder: templates staff
 * edit under Settings > Application e-mails (the `application-settings` global), filled in here. Plain
 * text only. Of what the applicant typed, only a short plain first name (greetingName) goes in:
 * the address they gave is unverified, so the club never writes their own words to it.
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
/** The name in "Dear …" when the applicant's first name is not a plain short name. */
export const GREETING_FALLBACK = 'applicant'
/** The company in a corporate e-mail when its name is not a plain one. */
export const COMPANY_FALLBACK = 'your company'
/** Placeholders whose whole paragraph goes when they are empty: a company's paragraph in an individual's e-mail. */
const PARAGRAPH_PLACEHOLDERS: readonly Placeholder[] = ['companyName']

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

const PLACEHOLDER = /\{(\w+)\}/g

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

/** A line break or control character in a subject would forge a header line. */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim()

/**
 * Fills the placeholders. A paragraph that is only an empty placeholder (an approval's {reason})
 * goes, blank lines and all, rather than leaving a gap; so does a paragraph using {companyName}
 * when there is no company (an individual application). Unknown placeholders stay as written.
 */
export function fillTemplate(template: EmailTemplate, values: TemplateValues): EmailTemplate {
  const fill = (text: string) => text.replace(PLACEHOLDER, (whole, name: string) => (PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as Placeholder] ?? '') : whole)
  const missingParagraphValue = (p: string) => PARAGRAPH_PLACEHOLDERS.some((name) => p.includes(`{${name}}`) && !values[name])
  const paragraphs = template.body.replace(/\r\n?/g, '\n').split(/\n{2,}/)
  const body = paragraphs
    .filter((p) => !(/^\s*(\{\w+\}\s*)+$/.test(p) && fill(p).trim() === '') && !missingParagraphValue(p))
    .map(fill)
    .join('\n\n')
    .trim()
  return { subject: oneLine(fill(template.subject)), body }
}

/** The values of one e-mail to an applicant: their name only as greetingName allows it. */
export function templateValues(firstName: string | null | undefined, extra: Omit<TemplateValues, 'firstName'> = {}): TemplateValues {
  return { firstName: greetingName(firstName) ?? GREETING_FALLBACK, ...extra }
}

const COMPANY_MAX_LENGTH = 60
const COMPANY_MAX_WORDS = 8
/** Letters of any script, digits, spaces and the punctuation of company names (Smith & Jones Ltd., A-Z (UK) Plc). */
const COMPANY_CHARACTERS = /^[\p{L}\p{N} &'’.,()+-]+$/u

/**
 * The company's name as a corporate e-mail may carry it. Like the greeting (greetingName), the
 * name was typed by whoever started the application for an address nobody verified, so it goes in
 * only when it reads as a plain company name: no link, domain or address, no sentence.
 */
export function plainCompanyName(value: string | null | undefined): string | undefined {
  const name = (value ?? '').replace(/\s+/g, ' ').trim()
  if (name.length < 2 || name.length > COMPANY_MAX_LENGTH || !COMPANY_CHARACTERS.test(name)) return undefined
  // A dot between two letters or digits is a domain (spam.example), not an abbreviation (Co. Ltd).
  if (/[\p{L}\p{N}]\.[\p{L}\p{N}]/u.test(name) || /\bwww\b/i.test(name)) return undefined
  if (name.split(' ').length > COMPANY_MAX_WORDS || !/\p{L}/u.test(name)) return undefined
  return name
}

/** {companyName} for a corporate application: its plain name, or "your company". */
export const companyValue = (companyName: string | null | undefined): string => plainCompanyName(companyName) ?? COMPANY_FALLBACK

type StoredSettings = Partial<{ reminderAfterDays: number | null } & Record<TemplateKind, Partial<{ subject: string | null; body: string | null }> | null>>

/** What is stored, with the defaults for anything empty (a database that was never seeded). */
export function withDefaults(stored: StoredSettings | null | undefined): ApplicationSettings {
  const days = stored?.reminderAfterDays
  const template = (kind: TemplateKind): EmailTemplate => ({
    subject: stored?.[kind]?.subject?.trim() || DEFAULT_TEMPLATES[kind].subject,
    body: stored?.[kind]?.body?.trim() || DEFAULT_TEMPLATES[kind].body,
  })
  return {
    reminderAfterDays: typeof days === 'number' && Number.isFinite(days) && days >= 1 ? Math.floor(days) : DEFAULT_REMINDER_AFTER_DAYS,
    approved: template('approved'),
    declined: template('declined'),
    waitlisted: template('waitlisted'),
    reminder: template('reminder'),
  }
}

export const APPLICATION_SETTINGS_SLUG = 'application-settings'

export async function loadApplicationSettings(payload: Payload, req?: PayloadRequest): Promise<ApplicationSettings> {
  const stored = await payload.findGlobal({ slug: APPLICATION_SETTINGS_SLUG, depth: 0, overrideAccess: true, req })
  return withDefaults(stored as StoredSettings)
}
