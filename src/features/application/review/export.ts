import type { PayloadRequest } from 'payload'

import { exportCsv } from '@/collections/pipeline/export'
import { LEAD_COLUMNS, type Column, type ExportDoc } from '@/collections/pipeline/export-columns'

import { stepLabel, stepOf, type StepFacts } from './steps'

/** What an application adds to a lead, as far as its export reads it. */
type ApplicationDoc = ExportDoc &
  StepFacts & {
    address?: { addressLine1?: string | null; addressLine2?: string | null; town?: string | null; county?: string | null; postcode?: string | null; country?: string | null } | null
    profile?: { gender?: string | null; industry?: string | null; role?: string | null; aboutMember?: string | null } | null
    payment?: { mandateId?: string | null; mandateStatus?: string | null } | null
    appliedAt?: string | null
    reminderSentAt?: string | null
    review?: { decision?: string | null; decidedAt?: string | null; decidedBy?: string | null; reason?: string | null } | null
    webSite?: string | null
    /** A corporate application's members (the leads' `members` join): at most 10, all on its first page. */
    members?: { docs?: unknown[] | null } | null
  }

const utc = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : '')
const col = (header: string, value: (doc: ApplicationDoc) => string | number | null | undefined): Column => ({ header, value: (doc) => value(doc as ApplicationDoc) })

const corporate = (d: ApplicationDoc) => d.clientType === 'Corporate'

/**
 * The leads export's columns (with the membership type, the company and the memberships asked),
 * then the application's: what the committee reads. A company's members added are counted.
 */
export const APPLICATION_COLUMNS: Column[] = [
  ...LEAD_COLUMNS,
  col('Application', (d) => d.membershipStatus),
  col('Step', (d) => stepLabel(stepOf(d))),
  col('Address line 1', (d) => d.address?.addressLine1),
  col('Address line 2', (d) => d.address?.addressLine2),
  col('Town', (d) => d.address?.town),
  col('County', (d) => d.address?.county),
  col('Postcode', (d) => d.address?.postcode),
  col('Country', (d) => d.address?.country),
  col('Gender', (d) => d.profile?.gender),
  col('Industry', (d) => d.profile?.industry),
  col('Role', (d) => d.profile?.role),
  col('About them', (d) => d.profile?.aboutMember),
  col('Company website', (d) => (corporate(d) ? d.webSite : '')),
  col('Members added', (d) => (corporate(d) ? (d.members?.docs?.length ?? 0) : '')),
  col('Mandate', (d) => d.payment?.mandateId),
  col('Mandate status', (d) => d.payment?.mandateStatus),
  col('Applied (UTC)', (d) => utc(d.appliedAt)),
  col('Reminder sent (UTC)', (d) => utc(d.reminderSentAt)),
  col('Decision', (d) => d.review?.decision),
  col('Decided (UTC)', (d) => utc(d.review?.decidedAt)),
  col('Decided by', (d) => d.review?.decidedBy),
  col('Reason', (d) => d.review?.reason),
]

/** GET /api/leads/applications.csv (a staff route): the leads export (same filters, same access), with the application's columns. */
export const exportApplications = (req: PayloadRequest): Promise<Response> => exportCsv(req, 'leads', APPLICATION_COLUMNS)
