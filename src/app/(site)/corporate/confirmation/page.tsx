import Link from 'next/link'
import { redirect } from 'next/navigation'

import { StepLayout, StepUnavailable } from '@/features/application/components/StepLayout'
import { CorporateStepper } from '@/features/application/corporate/components/CorporateStepper'
import { CORPORATE_LOAD_FAILURE } from '@/features/application/corporate/load-failure'
import { currentApplication, sentApplication, sentPath } from '@/features/application/session.server'

import { ApplicationPage, stepMetadata } from '../../application/application-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('Confirmation')

/** Corporate step 6/6, CONFIRMATION: sent; this browser has forgotten the application (the link still opens this page). */
export default async function CorporateConfirmationPage({ searchParams }: { searchParams: Promise<{ sent?: string }> }) {
  const [lead, query, sent] = await Promise.all([currentApplication().catch(() => null), searchParams, sentApplication()])
  // An individual application sent from this browser has its own confirmation.
  if (!lead && sent === 'individual') redirect(sentPath(sent))
  if (!lead?.appliedAt && query.sent !== '1' && !sent) {
    return (
      <ApplicationPage path="/corporate/confirmation">
        <StepUnavailable message={CORPORATE_LOAD_FAILURE} />
      </ApplicationPage>
    )
  }
  return (
    <ApplicationPage path="/corporate/confirmation">
      <StepLayout nav={<CorporateStepper current={6} facts={{}} />} heading="Thank you">
        <div className="flex flex-col gap-4 leading-relaxed">
          <p className="text-lg">{lead?.companyName ? `${lead.companyName}’s` : 'The company’s'} application is with our membership committee.</p>
          <p>
            We have e-mailed you a copy. The committee meets every week, and we will write to you with its decision for the company and its members. Nothing is
            collected by Direct Debit until the application is accepted.
          </p>
        </div>
        <div className="flex flex-wrap gap-4">
          <Link href="/membership/book-a-tour?club=corporate" className="btn btn-dark min-h-11">
            BOOK A TOUR
          </Link>
          <Link href="/events" className="btn btn-outline min-h-11">
            SEE WHAT’S ON
          </Link>
        </div>
      </StepLayout>
    </ApplicationPage>
  )
}
