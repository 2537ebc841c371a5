import { APPLICATION_FAILURES, finishPayment } from '@/features/application/application.server'
import { currentApplication } from '@/features/application/session.server'

export const dynamic = 'force-dynamic'

/**
 * Where the Direct Debit provider sends the applicant back: the setup's outcome is read from the
 * provider (a webhook may not have come yet), the mandate stored and the reference patched, and
 * the applicant goes on to the summary, or back to the payment step with what went wrong.
 */
export async function GET(): Promise<Response> {
  const lead = await currentApplication().catch(() => null)
  const to = (path: string) => new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } })
  if (!lead) return to('/application/payment')
  const done = await finishPayment(lead.id)
  if (done.ok) return to('/application/summary')
  const result = done.message === APPLICATION_FAILURES.paymentCancelled ? 'cancelled' : done.message === APPLICATION_FAILURES.paymentPending ? 'pending' : 'failed'
  return to(`/application/payment?result=${result}`)
}
