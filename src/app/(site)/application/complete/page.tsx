import Link from 'next/link'
import { redirect } from 'next/navigation'

import { APPLICATION_FAILURES } from '@/features/application/application.server'
import { Stepper } from '@/features/application/components/Stepper'
import { StepLayout, StepUnavailable } from '@/features/application/components/StepLayout'
import { currentApplication, sentApplication, sentPath } from '@/features/application/session.server'
import { greetingName } from '@/lib/validation/names'

import { ApplicationPage, stepMetadata } from '../application-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('Confirmation')

/**
 * Step 5/5, CONFIRMATION. Sending the application forgets it in this browser (the spec clears the
 * application's local state) and keeps only that it was sent, so this page thanks whoever sent it
 * here, on Back and at every step's address too (decision 052); an applicant who opens their link
 * again later lands here too, by their cookie.
 */
export default async function CompletePage({ searchParams }: { searchParams: Promise<{ sent?: string }> }) {
  const [lead, query, sent] = await Promise.all([currentApplication().catch(() => null), searchParams, sentApplication()])
  // A company's application sent from this browser has its own confirmation.
  if (!lead && sent === 'corporate') redirect(sentPath(sent))
  if (!lead?.appliedAt && query.sent !== '1' && !sent) {
    return (
      <ApplicationPage path="/application/complete">
        <StepUnavailable message={APPLICATION_FAILURES.load} />
      </ApplicationPage>
    )
  }
  const name = greetingName(lead?.firstName)
  const applied = lead?.appliedAt ? new Date(lead.appliedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }) : null
  return (
    <ApplicationPage path="/application/complete">
      <StepLayout nav={<Stepper current={4} facts={{}} />} heading="Thank you">
        <div className="flex flex-col gap-4 leading-relaxed">
          <p className="text-lg">
            {name ? `${name}, your` : 'Your'} application is with our membership committee{applied ? ` (sent on ${applied})` : ''}.
          </p>
          <p>
            We have e-mailed you a copy. The committee meets every week, and we will write to you with its decision. Nothing is collected by Direct Debit until
            you are accepted.
          </p>
          <p>In the meantime, you are welcome to see the clubs for yourself.</p>
        </div>
        <div className="flex flex-wrap gap-4">
          <Link href="/membership/book-a-tour" className="btn btn-dark min-h-11">
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
