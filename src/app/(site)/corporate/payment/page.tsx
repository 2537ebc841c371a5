import { randomUUID } from 'node:crypto'

import Link from 'next/link'

import { APPLICATION_FAILURES } from '@/features/application/application.server'
import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { FeeList } from '@/features/application/components/FeeList'
import { PaymentForm } from '@/features/application/components/PaymentForm.client'
import { countOf, peopleText } from '@/features/application/corporate/count'
import { listMembers } from '@/features/application/corporate/members.server'
import { applicationFees } from '@/features/application/fees.server'
import { loadCorporateStep } from '@/features/application/corporate/step-page.server'
import { progressOf } from '@/features/application/progress'

import { stepMetadata } from '../../application/application-page'
import { CorporatePage } from '../corporate-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('Payment details')

const RESULTS: Record<string, string> = {
  cancelled: APPLICATION_FAILURES.paymentCancelled,
  pending: APPLICATION_FAILURES.paymentPending,
  failed: APPLICATION_FAILURES.save,
}

/** Corporate step 4/6, PAYMENT DETAILS: one Direct Debit for the company, on the provider's page. */
export default async function CorporatePaymentPage({ searchParams }: { searchParams: Promise<{ result?: string }> }) {
  const [load, query] = await Promise.all([loadCorporateStep(4), searchParams])
  const lead = load.lead
  const live = lead ? progressOf(lead).mandate : false
  const listed = load.lead ? await listMembers(load.ref) : null
  const members = listed?.ok ? listed.members : []
  const count = countOf(lead?.numberOfMembers, members.length)
  const fees = lead ? await applicationFees('Corporate', [lead.dateOfBirth, ...members.map((m) => m.dateOfBirth)]) : null
  const banner = query.result ? RESULTS[query.result] : lead?.payment?.mandateId && !live ? 'Your bank could not set up the Direct Debit. Please set it up again.' : undefined
  return (
    <CorporatePage step={4} path="/corporate/payment" load={load} heading="Payment details" describedBy={banner ? 'payment-banner' : undefined}>
      {lead ? (
        <>
          <FormBanner id="payment-banner" message={banner} />
          <p className="leading-relaxed">
            The company’s memberships are paid monthly by one Direct Debit. You set it up on our payment provider’s secure page: the bank details go to them, never to
            the club. Nothing is collected until the membership committee accepts the application.
          </p>
          <FeeList quote={fees} corporate>
            <p className="text-sm">
              For the {peopleText(count)} on the application{count.asked ? `; you asked for ${count.asked} memberships` : ''}. Each person named is a member.
            </p>
          </FeeList>
          {live ? (
            <p className="border border-black p-4" role="status">
              The company’s Direct Debit is set up{lead.payment?.mandateStatus ? ` (${lead.payment.mandateStatus.replaceAll('_', ' ')})` : ''}.
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-4 border-t border-current/15 pt-6">
            <Link href="/corporate/members" className="btn btn-outline min-h-11">
              PREVIOUS
            </Link>
            {live ? (
              <Link href="/corporate/summary" className="btn btn-dark min-h-11">
                NEXT
              </Link>
            ) : (
              <PaymentForm attempt={randomUUID()} label="SET UP DIRECT DEBIT" />
            )}
          </div>
        </>
      ) : null}
    </CorporatePage>
  )
}
