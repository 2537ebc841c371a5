import { randomUUID } from 'node:crypto'

import Link from 'next/link'

import { APPLICATION_FAILURES } from '@/features/application/application.server'
import { FeeList } from '@/features/application/components/FeeList'
import { PaymentForm } from '@/features/application/components/PaymentForm.client'
import { applicationFees } from '@/features/application/fees.server'
import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { Stepper } from '@/features/application/components/Stepper'
import { StepLayout, StepUnavailable } from '@/features/application/components/StepLayout'
import { progressOf } from '@/features/application/progress'
import { loadStep } from '@/features/application/step-page.server'

import { ApplicationPage, stepMetadata } from '../application-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('Payment')

type Props = { searchParams: Promise<{ edit?: string; result?: string }> }

/** What the return from the provider found, by the `result` it sent the applicant back with. */
const RESULTS: Record<string, string> = {
  cancelled: APPLICATION_FAILURES.paymentCancelled,
  pending: APPLICATION_FAILURES.paymentPending,
  failed: APPLICATION_FAILURES.save,
}

/** Step 3/5, PAYMENT: a Direct Debit mandate, set up on the provider's page (we never see the bank details). */
export default async function PaymentPage({ searchParams }: Props) {
  const [load, query] = await Promise.all([loadStep(2), searchParams])
  if (!load.lead) {
    return (
      <ApplicationPage path="/application/payment">
        <StepUnavailable message={load.message} />
      </ApplicationPage>
    )
  }
  const progress = progressOf(load.lead)
  const fees = await applicationFees('Club', [load.lead.dateOfBirth])
  const failedBefore = Boolean(load.lead.payment?.mandateId) && !progress.mandate
  const banner = query.result ? RESULTS[query.result] : failedBefore ? 'Your bank could not set up the Direct Debit. Please set it up again.' : undefined
  return (
    <ApplicationPage path="/application/payment">
      <StepLayout nav={<Stepper current={2} facts={load.facts} />} applicant={load.applicant} describedBy={banner ? 'payment-banner' : undefined} heading="Payment">
        <FormBanner id="payment-banner" message={banner} />
        <div className="flex flex-col gap-4 leading-relaxed">
          <p>
            Membership fees are paid monthly by Direct Debit. You set it up on our payment provider’s secure page: your bank details go to them, never to the club.
            Nothing is collected until the membership committee accepts your application.
          </p>
          <FeeList quote={fees} />
          {progress.mandate ? (
            <p className="border border-black p-4" role="status">
              Your Direct Debit is set up
              {load.lead.payment?.mandateStatus ? ` (${load.lead.payment.mandateStatus.replaceAll('_', ' ')})` : ''}.
            </p>
          ) : null}
        </div>
        {progress.mandate ? (
          <div className="flex flex-wrap items-center justify-between gap-4 border-t border-current/15 pt-6">
            <Link href="/application/about-you" className="btn btn-outline min-h-11">
              PREVIOUS
            </Link>
            <Link href="/application/summary" className="btn btn-dark min-h-11">
              NEXT
            </Link>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4 border-t border-current/15 pt-6">
            <Link href="/application/about-you" className="btn btn-outline min-h-11">
              PREVIOUS
            </Link>
            <PaymentForm attempt={randomUUID()} label="SET UP DIRECT DEBIT" />
          </div>
        )}
        {progress.mandate ? (
          <details className="text-sm">
            <summary className="min-h-11 cursor-pointer py-2">Use a different bank account</summary>
            <div className="pt-3">
              <PaymentForm attempt={randomUUID()} label="SET UP A NEW DIRECT DEBIT" />
            </div>
          </details>
        ) : null}
      </StepLayout>
    </ApplicationPage>
  )
}
