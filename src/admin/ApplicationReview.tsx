import type { CompanyMember, Lead } from '@/payload-types'
import type { UIFieldServerProps } from 'payload'

import { applicationRow } from '@/features/application/review/list'
import { isSalesStaff } from '@/lib/access'
import { corporateCount } from '@/model/corporate-count'

import { ApplicationAnswers } from './ApplicationAnswersView'
import { ReviewPanel } from './ReviewPanel.client'

/**
 * On a lead's record: the application's answers with their labels and the applicant's photo (a
 * company's people too), and below them the committee's decision while there is one to make. Read
 * with the viewer's own access, like the Applications view.
 */
export async function ApplicationReview({ id, req }: UIFieldServerProps) {
  if (id === undefined || id === null || !isSalesStaff(req)) return null
  const access = { overrideAccess: false, user: req.user ?? undefined, req } as const
  const lead = (await req.payload.findByID({ collection: 'leads', id, depth: 1, joins: false, disableErrors: true, ...access })) as Lead | null
  if (!lead?.membershipStatus) return null
  const corporate = lead.clientType === 'Corporate'
  const members = corporate
    ? ((await req.payload.find({ collection: 'company-members', where: { lead: { equals: lead.id } }, sort: 'createdAt', depth: 1, pagination: false, ...access })).docs as CompanyMember[])
    : []
  const row = applicationRow(lead, members)
  const count = row.company ? corporateCount(row.company.membershipsAsked, row.members.length) : undefined
  return (
    <section aria-labelledby="application-answers-heading" style={{ marginBottom: 'var(--base, 20px)' }}>
      <h3 id="application-answers-heading" style={{ marginTop: 0 }}>
        Application: {lead.membershipStatus}
      </h3>
      <div style={{ border: '1px solid var(--theme-elevation-150)', padding: 'var(--base, 20px)', marginBottom: 'var(--base, 20px)' }}>
        <ApplicationAnswers row={row} photoSize={160} />
      </div>
      <ReviewPanel id={lead.id} status={lead.membershipStatus} corporate={corporate} count={count} />
    </section>
  )
}
