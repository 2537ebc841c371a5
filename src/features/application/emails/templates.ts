import type { Payload, PayloadRequest } from 'payload'

import { greetingName } from '@/lib/validation/names'

import {
  APPLICATION_SETTINGS_SLUG,
  DEFAULT_REMINDER_AFTER_DAYS,
  DEFAULT_TEMPLATES,
  PLACEHOLDER,
  PLACEHOLDERS,
  type ApplicationSettings,
  type EmailTemplate,
  type Placeholder,
  type TemplateKind,
  type TemplateValues,
} from '@/model/application-templates'

/**
 * The e-mails of the membership committee's review and the application reminder: templates staff
 * edit under Settings > Application e-mails (the `application-settings` global), filled in here. Plain
 * text only. Of what the applicant typed, only a short plain first name (greetingName) goes in:
 * the address they gave is unverified, so the club never writes their own words to it.
 */

/** The name in "Dear …" when the applicant's first name is not a plain short name. */
export const GREETING_FALLBACK = 'applicant'
/** The company in a corporate e-mail when its name is not a plain one. */
export const COMPANY_FALLBACK = 'your company'
/** Placeholders whose whole paragraph goes when they are empty: a company's paragraph in an individual's e-mail. */
const PARAGRAPH_PLACEHOLDERS: readonly Placeholder[] = ['companyName']

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

export async function loadApplicationSettings(payload: Payload, req?: PayloadRequest): Promise<ApplicationSettings> {
  const stored = await payload.findGlobal({ slug: APPLICATION_SETTINGS_SLUG, depth: 0, overrideAccess: true, req })
  return withDefaults(stored as StoredSettings)
}
