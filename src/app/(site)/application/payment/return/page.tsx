import { redirect } from 'next/navigation'

import { APPLICATION_FAILURES, finishPayment } from '@/features/application/application.server'
import { heldApplication } from '@/features/application/session.server'

export const dynamic = 'force-dynamic'

/**
 * Where the Direct Debit provider sends the applicant back: the setup's outcome is read from the
 * provider (a webhook may not have come yet), the mandate stored and the reference patched, and
 * the applicant goes on to the summary, or back to the payment step with what went wrong. A page,
 * not a route handler, so its redirect works however the browser arrives (the local sandbox's
 * form redirects here within the app; the provider's page by a full navigation). Reading the
 * outcome again changes nothing, so a reload is harmless.
 */
export default async function PaymentReturnPage(): Promise<never> {
  const held = await heldApplication().catch(() => null)
  if (!held) redirect('/application/payment')
  const done = await finishPayment(held.ref)
  if (done.ok) redirect('/application/summary')
  const result = done.message === APPLICATION_FAILURES.paymentCancelled ? 'cancelled' : done.message === APPLICATION_FAILURES.paymentPending ? 'pending' : 'failed'
  redirect(`/application/payment?result=${result}`)
}
