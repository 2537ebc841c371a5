import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { checkoutSandbox } from '@/integrations/payment/port'
import { getPayloadClient } from '@/model/payload-client'

import { CardForm } from './CardForm.client'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Pay for your tickets (test checkout)', robots: { index: false } }

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`
const londonTime = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(d)

/**
 * The local checkout's hosted page (docs/decisions/026): stands where Stripe Checkout is in the real
 * flow. Nothing on it is a real card payment; it says so.
 */
export default async function CheckoutSandboxPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params
  const sandbox = checkoutSandbox(getPayloadClient)
  const session = sandbox && (await sandbox.session(sessionId))
  if (!session) notFound()
  return (
    <main id="main" className="mx-auto flex min-h-svh max-w-md flex-col gap-6 px-6 py-12">
      <p className="border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900">
        Test checkout (local sandbox): no money moves. Card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds. Any future expiry and any CVC.
      </p>
      <h1 className="font-display text-3xl uppercase">Pay Clubhouse</h1>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Your order {session.reference}</caption>
        <tbody>
          {session.lines.map((l) => (
            <tr key={l.name} className="border-b border-ink/20">
              <th scope="row" className="py-2 pr-3 font-normal">
                {l.quantity} × {l.name}
              </th>
              <td className="py-2 text-right">{pounds(l.unitAmount * l.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 pr-3 text-left">
              Total
            </th>
            <td className="py-2 text-right font-semibold" data-checkout-total="">
              {pounds(session.amount)}
            </td>
          </tr>
        </tfoot>
      </table>
      {session.status === 'open' ? (
        <>
          <p className="text-sm">
            Paying as {session.email}. Complete payment by {londonTime(session.expiresAt)}.
          </p>
          <CardForm sessionId={session.id} amount={pounds(session.amount)} />
          <a href={session.cancelUrl} className="inline-flex min-h-11 items-center self-start text-sm underline underline-offset-4">
            Back to Clubhouse without paying
          </a>
        </>
      ) : (
        <>
          <p role="status">{session.status === 'complete' ? 'This order is paid.' : 'This checkout has expired.'}</p>
          <a href={session.status === 'complete' ? session.successUrl : session.cancelUrl} className="btn btn-dark self-start">
            Back to Clubhouse
          </a>
        </>
      )}
    </main>
  )
}
