import { redirect } from 'next/navigation'

import { finishNewMandate } from '@/features/dues/new-mandate.server'
import { DirectDebitUnavailable, getDirectDebitPort } from '@/integrations/direct-debit/port'
import { currentMember } from '@/model/member-identity'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/**
 * /my-membership/new-mandate: where the provider sends a member back after setting up a new
 * Direct Debit (docs/decisions/062). Reads the outcome (the webhook may not have come yet), moves
 * the dues onto the new mandate, and shows My membership with what happened. A page, not a route
 * handler, so its redirect works however the browser arrives (the sandbox's form redirects here
 * within the app; the provider's page by a full navigation). Reading again changes nothing.
 */
export default async function NewMandateReturnPage(): Promise<never> {
  const member = await currentMember()
  if (!member) redirect('/login?next=/my-membership/new-mandate')
  const outcome = await finishNewMandate(await getPayloadClient(), getDirectDebitPort(getPayloadClient), member.id).catch((error: unknown) => {
    if (error instanceof DirectDebitUnavailable) return 'unavailable' as const
    throw error
  })
  redirect(`/my-membership?mandate=${outcome === 'none' ? 'not-needed' : outcome}`)
}
