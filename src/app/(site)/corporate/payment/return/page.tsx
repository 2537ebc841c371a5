import { redirect } from 'next/navigation'

import { APPLICATION_FAILURES, finishPayment } from '@/features/application/application.server'
import { heldApplication } from '@/features/application/session.server'

export const dynamic = 'force-dynamic'

/** Where the Direct Debit provider sends the company's contact back (see /application/payment/return). */
export default async function CorporatePaymentReturnPage(): Promise<never> {
  const held = await heldApplication().catch(() => null)
  if (!held) redirect('/corporate/payment')
  const done = await finishPayment(held.ref)
  if (done.ok) redirect('/corporate/summary')
  const result = done.message === APPLICATION_FAILURES.paymentCancelled ? 'cancelled' : done.message === APPLICATION_FAILURES.paymentPending ? 'pending' : 'failed'
  redirect(`/corporate/payment?result=${result}`)
}
