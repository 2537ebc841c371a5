import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { sandboxControls } from '@/integrations/direct-debit/port'
import { getPayloadClient } from '@/model/payload-client'

import { cancelSandboxFlow } from './actions'
import { SandboxForm } from './SandboxForm.client'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Set up your Direct Debit (sandbox)', robots: { index: false } }

/**
 * The local direct-debit sandbox's hosted page (docs/decisions/018): stands where GoCardless's page
 * is in the real flow. Nothing on it is a real bank; it says so.
 */
export default async function SandboxPage({ params }: { params: Promise<{ flowId: string }> }) {
  const { flowId } = await params
  const sandbox = sandboxControls(getPayloadClient)
  const flow = sandbox && (await sandbox.flow(flowId))
  if (!flow) notFound()
  return (
    <main id="main" className="mx-auto flex min-h-svh max-w-md flex-col gap-6 px-6 py-12">
      <p className="border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900">
        Test bank (local sandbox): no money moves. Sort code 200000 with account 55779911 sets up an active mandate; account 11112222 sets one up that then fails.
      </p>
      <h1 className="font-display text-3xl uppercase">Set up your Direct Debit</h1>
      {flow.status === 'pending' ? (
        <>
          <p>
            For {flow.payer.givenName} {flow.payer.familyName} ({flow.payer.email}). Your bank details go to the payment provider, never to the club.
          </p>
          <SandboxForm flowId={flowId} />
          <form action={cancelSandboxFlow}>
            <input type="hidden" name="flowId" value={flowId} />
            <button type="submit" className="min-h-11 text-sm underline underline-offset-4">
              Cancel and go back
            </button>
          </form>
        </>
      ) : (
        <>
          <p>{flow.status === 'fulfilled' ? 'Your Direct Debit is set up.' : 'This setup was cancelled.'}</p>
          <a href={flow.status === 'fulfilled' ? flow.redirectUri : flow.exitUri} className="btn btn-dark self-start">
            Back to Clubhouse
          </a>
        </>
      )}
    </main>
  )
}
