import { TRACKING_FIELDS } from '@/model/people'

import type { CsvValue } from './csv'

/** A related document: its id at depth 0, the document itself once populated. */
type Ref = number | { id: number; name?: string | null; email?: string | null } | null | undefined
type Note = { text?: string | null; author?: string | null; at?: string | null }

/** What a lead or an enquiry holds, as far as the export reads it. */
export type ExportDoc = {
  id: number
  createdAt: string
  status?: string | null
  clientType?: string | null
  enquiryType?: string | null
  source?: string | null
  title?: string | null
  name?: string | null
  emailAddress?: string | null
  mobileNumber?: string | null
  dateOfBirth?: string | null
  club?: Ref
  locationId?: number | null
  companyName?: string | null
  numberOfMembers?: number | null
  proposerName?: string | null
  proposerEmail?: string | null
  instagramAccount?: string | null
  message?: string | null
  queryOrigin?: string | null
  sourcePath?: string | null
  tracking?: Partial<Record<(typeof TRACKING_FIELDS)[number], string | null>> | null
  consent?: { given?: boolean | null; at?: string | null; wordingVersion?: string | null } | null
  linkedTo?: Ref
  assignedTo?: Ref
  notes?: Note[] | null
}

/** Turns a select field's stored value into the label staff see in the back office. */
export type LabelOf = (field: string, value: string | null | undefined) => string

export type Column = { header: string; value: (doc: ExportDoc, label: LabelOf) => CsvValue }

const utc = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : '')
const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : ref)
const lastNote = (doc: ExportDoc) => doc.notes?.at(-1)

const TRACKING_HEADERS: Record<(typeof TRACKING_FIELDS)[number], string> = {
  gaUtmCampaign: 'UTM campaign',
  gaUtmSource: 'UTM source',
  gaUtmMedium: 'UTM medium',
  gaUtmContent: 'UTM content',
  gaUtmTerm: 'UTM term',
  gaClientId: 'Analytics client id',
  referrerMemberId: 'Referrer member id',
  referrerCustomerId: 'Referrer customer id',
}

const col = (header: string, value: Column['value']): Column => ({ header, value })

const head: Column[] = [
  col('ID', (d) => d.id),
  col('Received (UTC)', (d) => utc(d.createdAt)),
  col('Status', (d, label) => label('status', d.status)),
]

const person: Column[] = [
  col('Title', (d) => d.title),
  col('Name', (d) => d.name),
  col('E-mail', (d) => d.emailAddress),
  col('Mobile', (d) => d.mobileNumber),
  col('Date of birth', (d) => d.dateOfBirth),
  col('Club', (d) => (d.club && typeof d.club === 'object' ? d.club.name : d.club)),
  col('Location id', (d) => d.locationId),
  col('Company', (d) => d.companyName),
  col('Number of memberships', (d) => d.numberOfMembers),
]

const provenance: Column[] = [
  col('Sent from page', (d) => d.sourcePath),
  ...TRACKING_FIELDS.map((field) => col(TRACKING_HEADERS[field], (d) => d.tracking?.[field])),
  col('Consent given', (d) => (d.consent?.given ? 'yes' : 'no')),
  col('Consent at (UTC)', (d) => utc(d.consent?.at)),
  col('Consent wording version', (d) => d.consent?.wordingVersion),
  col('Linked to', (d) => idOf(d.linkedTo)),
  col('Assigned to', (d) => (d.assignedTo && typeof d.assignedTo === 'object' ? d.assignedTo.email : d.assignedTo)),
  col('Last note', (d) => lastNote(d)?.text),
  col('Last note by', (d) => lastNote(d)?.author),
  col('Last note at (UTC)', (d) => utc(lastNote(d)?.at)),
]

export const LEAD_COLUMNS: Column[] = [
  ...head,
  col('Membership', (d, label) => label('clientType', d.clientType)),
  ...person,
  col('Source', (d, label) => label('source', d.source)),
  ...provenance,
]

export const ENQUIRY_COLUMNS: Column[] = [
  ...head,
  col('Type', (d, label) => label('enquiryType', d.enquiryType)),
  ...person,
  col('Proposer name', (d) => d.proposerName),
  col('Proposer e-mail', (d) => d.proposerEmail),
  col('Instagram', (d) => d.instagramAccount),
  col('Message', (d) => d.message),
  col('Page', (d) => d.queryOrigin),
  ...provenance,
]
