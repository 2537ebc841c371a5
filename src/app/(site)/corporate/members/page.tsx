import { MembersPanel } from '@/features/application/corporate/components/MembersPanel.client'
import { listMembers } from '@/features/application/corporate/members.server'
import { loadCorporateStep } from '@/features/application/corporate/step-page.server'
import { getEnv } from '@/lib/env'

import { stepMetadata } from '../../application/application-page'
import { CorporatePage } from '../corporate-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('Members')

/** Corporate step 3/6, MEMBERS. */
export default async function MembersPage() {
  const load = await loadCorporateStep(3)
  const listed = load.lead ? await listMembers(load.ref) : null
  const members =
    listed?.ok === true
      ? listed.members.map((m) => ({
          id: m.id,
          title: m.title,
          firstName: m.firstName,
          lastName: m.lastName,
          emailAddress: m.emailAddress,
          dialCode: m.dialCode,
          mobileNumber: m.mobileNumber,
          role: m.role,
          dateOfBirth: m.dateOfBirth,
          hasPhoto: m.photo != null,
          // The photo's id in the address, so a new photo is a new URL (the site's cookie opens it).
          photoUrl: m.photo != null && load.lead ? `/v1/api/Customer/${load.lead.id}/contacts/${m.id}/photos?v=${typeof m.photo === 'object' ? m.photo.id : m.photo}` : null,
        }))
      : []
  const lead = load.lead
  return (
    <CorporatePage step={3} path="/corporate/members" load={load} heading="Members">
      {lead ? (
        <>
          <p>
            Add the people who will use {lead.companyName ? `${lead.companyName}’s` : 'the company’s'} memberships: up to 10, besides you. You asked for{' '}
            {lead.numberOfMembers ?? 'some'} memberships.
          </p>
          <MembersPanel
            contact={{ name: [lead.title, lead.firstName, lead.lastName].filter(Boolean).join(' '), email: lead.emailAddress, role: lead.profile?.role }}
            members={members}
            teamEmail={getEnv().SALES_TEAM_EMAIL}
          />
        </>
      ) : null}
    </CorporatePage>
  )
}
