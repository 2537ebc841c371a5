import { format, isValid, parseISO } from 'date-fns'

import { AnswersList } from '@/features/application/components/AnswersList'
import { Stepper } from '@/features/application/components/Stepper'
import { StepLayout, StepUnavailable } from '@/features/application/components/StepLayout'
import { SummaryForm } from '@/features/application/components/SummaryForm.client'
import { feeRows } from '@/features/application/fees'
import { applicationFees } from '@/features/application/fees.server'
import { industryLabel } from '@/features/application/industries.server'
import { loadStep } from '@/features/application/step-page.server'
import { stepHref } from '@/features/application/steps'
import { LOCATIONS } from '@/model/people'

import { ApplicationPage, stepMetadata } from '../application-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('Summary')

/** Step 4/5, SUMMARY: every answer, with a way back to change it, and the agreement. */
export default async function SummaryPage() {
  const load = await loadStep(3)
  if (!load.lead) {
    return (
      <ApplicationPage path="/application/summary">
        <StepUnavailable message={load.message} />
      </ApplicationPage>
    )
  }
  const lead = load.lead
  const a = lead.address ?? {}
  const p = lead.profile ?? {}
  const fees = await applicationFees('Club', [lead.dateOfBirth])
  const photoId = p.headShot && typeof p.headShot === 'object' ? p.headShot.id : p.headShot
  const groups = [
    {
      title: 'Your details',
      rows: [
        ['Name', [lead.title, lead.firstName, lead.lastName].filter(Boolean).join(' ')],
        ['E-mail', lead.emailAddress],
        ['Mobile', [lead.dialCode, lead.mobileNumber].filter(Boolean).join(' ')],
        ['Date of birth', lead.dateOfBirth && isValid(parseISO(lead.dateOfBirth)) ? format(parseISO(lead.dateOfBirth), 'd MMMM yyyy') : lead.dateOfBirth],
        ['Home club', LOCATIONS.find((l) => l.value === lead.locationId)?.label ?? ''],
      ],
    },
    { title: 'Address', change: stepHref(0), rows: [['Address', [a.addressLine1, a.addressLine2, a.town, a.county, a.postcode, a.country].filter(Boolean).join('\n')]] },
    {
      title: 'About you',
      change: stepHref(1),
      rows: [
        ['Gender', p.gender],
        ['Industry', await industryLabel(p.industry)],
        ['Role', p.role],
        ['About you', p.aboutMember],
        [
          'Photo',
          photoId ? <img src={`/v1/api/Customer/${lead.id}/photos?v=${photoId}`} alt="Your photo" width={96} height={96} className="size-24 object-cover" /> : '',
        ],
      ],
    },
    { title: 'Direct Debit', change: stepHref(2), rows: [['Mandate', lead.payment?.mandateId ? `Set up (${(lead.payment.mandateStatus ?? 'pending').replaceAll('_', ' ')})` : '']] },
    { title: 'What you will pay', rows: [...feeRows(fees), ['Collected', 'By this Direct Debit, only once the membership committee accepts your application']] },
  ] satisfies Parameters<typeof AnswersList>[0]['groups']
  return (
    <ApplicationPage path="/application/summary">
      <StepLayout nav={<Stepper current={3} facts={load.facts} />} applicant={load.applicant} heading="Summary">
        <p>Please check your answers before you send your application to the membership committee.</p>
        <AnswersList groups={groups} />
        <SummaryForm />
      </StepLayout>
    </ApplicationPage>
  )
}
