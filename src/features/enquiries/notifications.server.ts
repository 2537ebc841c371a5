import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { getEmailPort, type EmailMessage } from '@/integrations/email/port'
import { getEnv, type Env } from '@/lib/env'
import { MONTHS } from '@/lib/forms/dates'
import { greetingName } from '@/lib/validation/names'
import type { Enquiry, Footer, Lead } from '@/payload-types'

import { LOCATIONS, REPLY_PROMISE } from './constants'

export type Submission = { kind: 'lead'; doc: Lead } | { kind: 'enquiry'; doc: Enquiry }

export type NotificationSettings = Pick<Env, 'serverUrl' | 'SALES_TEAM_EMAIL' | 'OFFICE_TEAM_EMAIL' | 'EVENTS_TEAM_EMAIL'>

/**
 * The visitor's confirmation and the team's notification, written to the outbox inside the
 * transaction that stores the submission's record (`req`), so they exist exactly once with it.
 * Returns their outbox ids, for `deliverNotifications` once that transaction has committed.
 * Without `acknowledge` (the address has had its e-mails for the day) only the team's is written.
 */
export async function queueNotifications(payload: Payload, submission: Submission, req: PayloadRequest, { acknowledge = true } = {}): Promise<number[]> {
  const port = getEmailPort()
  const settings = isTeamEnquiry(submission) ? teamAddresses(await footerOf(payload, req), getEnv()) : getEnv()
  const visitor = acknowledge ? [await port.queue(payload, visitorConfirmation(submission, settings), req)] : []
  return [...visitor, await port.queue(payload, teamNotification(submission, settings), req)]
}

const isTeamEnquiry = (submission: Submission) => submission.kind === 'enquiry' && isPanel(submission.doc)

async function footerOf(payload: Payload, req: PayloadRequest): Promise<Footer | null> {
  try {
    return await payload.findGlobal({ slug: 'footer', req, depth: 0, overrideAccess: true })
  } catch (error) {
    console.error('Could not read the team addresses from the footer; using the configured ones:', error)
    return null
  }
}

/**
 * The office and events teams' addresses are the ones the website shows for them (Settings >
 * Footer, the enquiry e-mails labelled "Offices" and "Events"), so staff change both in one place;
 * OFFICE_TEAM_EMAIL and EVENTS_TEAM_EMAIL apply when the footer has none (docs/decisions/054).
 */
export function teamAddresses(footer: Pick<Footer, 'enquiry'> | null | undefined, settings: NotificationSettings): NotificationSettings {
  const shown = (label: string) => {
    const email = footer?.enquiry?.emails?.find((e) => e.label?.trim().toLowerCase() === label)?.email?.trim()
    // The footer's field checks the address on save; here only that it is one address on one line.
    return email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined
  }
  return { ...settings, OFFICE_TEAM_EMAIL: shown('offices') ?? settings.OFFICE_TEAM_EMAIL, EVENTS_TEAM_EMAIL: shown('events') ?? settings.EVENTS_TEAM_EMAIL }
}

/** Sends what `queueNotifications` recorded (over SMTP when configured). Never throws. */
export const deliverNotifications = (payload: Payload, ids: number[]): Promise<void> => getEmailPort().deliver(payload, ids)

/**
 * Goes to the address the visitor typed, which nobody has verified: anyone can make the club write to
 * anyone. So it carries nothing the visitor wrote but a plain short name in the greeting, and of what
 * they sent only the choices they made from our own lists: no message, company, phone, proposer,
 * address or Instagram account, which would let the form carry a stranger one's own words or links
 * from the club. Text only, so nothing can become markup. The team's notification has everything.
 */
export function visitorConfirmation(submission: Submission, settings: NotificationSettings): EmailMessage {
  const { doc } = submission
  const team = teamOf(submission, settings)
  const name = greetingName(doc.firstName || (submission.kind === 'enquiry' ? submission.doc.fullName : '') || '')
  const choices = lines(visitorChoices(submission))
  const text = [
    name ? `Dear ${name},` : 'Hello,',
    '',
    `Thank you for ${submission.kind === 'lead' ? 'booking a tour' : `your ${enquiryNoun(submission.doc)}`}. ${team.promise}`,
    '',
    ...(choices.length > 0 ? ['You asked about:', '', ...choices, ''] : []),
    'If anything needs correcting, simply reply to this e-mail.',
    '',
    'Kind regards,',
    `The ${team.name} team`,
  ].join('\n')
  return {
    to: doc.emailAddress,
    subject: submission.kind === 'lead' ? 'Thank you for booking a tour' : `Thank you for your ${enquiryNoun(submission.doc)}`,
    text,
    replyTo: team.address,
    about: aboutOf(submission),
  }
}

export function teamNotification(submission: Submission, settings: NotificationSettings): EmailMessage {
  const { doc } = submission
  const collection = submission.kind === 'lead' ? 'leads' : 'enquiries'
  const record = (id: number) => `${settings.serverUrl}/admin/collections/${collection}/${id}`
  const what = submission.kind === 'lead' ? 'tour request' : enquiryNoun(submission.doc)
  const linkedTo = idOf(doc.linkedTo)
  const who = oneLine(fullName(submission)) || doc.emailAddress
  const text = [
    `A new ${what} has come in from the website.`,
    '',
    `Open it in the back office: ${record(doc.id)}`,
    ...(linkedTo !== undefined ? [`Same e-mail as an earlier submission: ${record(linkedTo)}`] : []),
    '',
    ...lines([...visitorDetails(submission), ...teamDetails(submission)]),
    ...messageOf(submission),
    '',
    `Reply to this e-mail to answer ${who} directly.`,
  ].join('\n')
  return {
    to: teamOf(submission, settings).address,
    subject: [`New ${what}: ${who}`, membershipOf(submission), clubOf(doc)].filter(Boolean).join(', '),
    text,
    replyTo: doc.emailAddress,
    about: aboutOf(submission),
  }
}

type Detail = [label: string, value: string | number | null | undefined]

/** What the visitor chose from the form's own options: nothing in it was typed by them. */
function visitorChoices(submission: Submission): Detail[] {
  return [
    ['Membership', membershipOf(submission)],
    [isTeamEnquiry(submission) ? 'Club' : 'Home club', clubOf(submission.doc)],
    ['Number of memberships', submission.doc.numberOfMembers],
  ]
}

/** What the visitor sent, for the team. */
function visitorDetails(submission: Submission): Detail[] {
  const { doc } = submission
  const enquiry = submission.kind === 'enquiry' ? submission.doc : undefined
  return [
    ['Membership', membershipOf(submission)],
    // An office or event enquiry's club is the one the office, room or event is at.
    [enquiry && isPanel(enquiry) ? 'Club' : 'Home club', clubOf(doc)],
    ['Company', doc.companyName],
    ['Number of memberships', doc.numberOfMembers],
    ['Name', fullName(submission)],
    ['E-mail', doc.emailAddress],
    [enquiry && isPanel(enquiry) ? 'Phone' : 'Mobile', doc.mobileNumber],
    ['Proposer', enquiry?.proposerName],
    ['Proposer’s e-mail', enquiry?.proposerEmail],
    ['Instagram', enquiry?.instagramAccount],
  ]
}

function teamDetails(submission: Submission): Detail[] {
  const { doc } = submission
  const t = doc.tracking ?? {}
  const consent = doc.consent
  return [
    ['Date of birth', longDate(doc.dateOfBirth)],
    ['Sent from page', submission.kind === 'enquiry' ? submission.doc.queryOrigin : undefined],
    ['Page address', doc.sourcePath],
    ['Received through', submission.kind === 'lead' ? SOURCES[submission.doc.source] : undefined],
    ['Received', utc(doc.createdAt)],
    ['Consent', consent?.given ? `given ${utc(consent.at)} (wording of ${consent.wordingVersion ?? 'unknown date'})` : 'not recorded'],
    ['UTM campaign', t.gaUtmCampaign],
    ['UTM source', t.gaUtmSource],
    ['UTM medium', t.gaUtmMedium],
    ['UTM content', t.gaUtmContent],
    ['UTM term', t.gaUtmTerm],
    ['Analytics client id', t.gaClientId],
    ['Referring member id', t.referrerMemberId],
    ['Referring customer id', t.referrerCustomerId],
  ]
}

const SOURCES: Record<Lead['source'], string> = { 'tour-form': 'the book-a-tour form', 'tour-api': 'the tour request API', 'leads-api': 'the leads API', application: 'the membership application' }

const isPanel = (doc: Enquiry) => doc.enquiryType === 'office' || doc.enquiryType === 'event'

function enquiryNoun(doc: Enquiry): string {
  return isPanel(doc) ? `${doc.enquiryType} enquiry` : 'membership enquiry'
}

function membershipOf(submission: Submission): string | undefined {
  if (submission.kind === 'lead') return `${submission.doc.clientType} membership`
  const type = submission.doc.enquiryType
  return isPanel(submission.doc) ? undefined : `${type.charAt(0).toUpperCase()}${type.slice(1)} membership`
}

/** Each team answers its own enquiries, in the words the site used when the visitor sent them. */
function teamOf(submission: Submission, settings: NotificationSettings) {
  const type = submission.kind === 'enquiry' ? submission.doc.enquiryType : 'tour'
  if (type === 'office') return { name: 'office sales', address: settings.OFFICE_TEAM_EMAIL, promise: `Our office sales team will be in touch ${REPLY_PROMISE}.` }
  if (type === 'event') return { name: 'events', address: settings.EVENTS_TEAM_EMAIL, promise: `Our events team will be in touch ${REPLY_PROMISE}.` }
  return { name: 'membership', address: settings.SALES_TEAM_EMAIL, promise: `Our membership team will be in touch ${REPLY_PROMISE}.` }
}

function fullName(submission: Submission): string {
  const { doc } = submission
  const parts = [doc.title, doc.firstName, doc.lastName].filter(Boolean)
  if (doc.firstName || doc.lastName) return parts.join(' ')
  return (submission.kind === 'enquiry' ? submission.doc.fullName : '') ?? ''
}

function clubOf(doc: Lead | Enquiry): string | undefined {
  if (doc.club && typeof doc.club === 'object') return doc.club.name
  return LOCATIONS.find((l) => l.value === doc.locationId)?.label
}

const idOf = (v: number | { id: number } | null | undefined) => (v && typeof v === 'object' ? v.id : (v ?? undefined))

const aboutOf = (submission: Submission): EmailMessage['about'] => ({
  relationTo: submission.kind === 'lead' ? 'leads' : 'enquiries',
  value: submission.doc.id,
})

/** Visitor text goes into one-line fields and the subject: a line break there would forge a line or a header. */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim()

function lines(details: Detail[]): string[] {
  return details.flatMap(([label, value]) => {
    const text = value === null || value === undefined ? '' : oneLine(String(value))
    return text ? [`${label}: ${text}`] : []
  })
}

const messageOf = (submission: Submission) =>
  submission.kind === 'enquiry' && submission.doc.message?.trim() ? ['', 'Message:', submission.doc.message.trim()] : []

function longDate(ymd: string | null | undefined): string | undefined {
  const match = ymd ? /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd) : null
  if (!match) return ymd ?? undefined
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`
}

const utcFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })

function utc(iso: string | null | undefined): string | undefined {
  const date = iso ? new Date(iso) : undefined
  return date && !Number.isNaN(date.getTime()) ? `${utcFormat.format(date)} UTC` : undefined
}
