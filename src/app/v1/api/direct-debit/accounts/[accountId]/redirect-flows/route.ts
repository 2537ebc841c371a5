import { postRedirectFlow } from '@/features/application/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/**
 * POST /v1/api/direct-debit/accounts/{accountId}/redirect-flows: starts the lead's mandate setup
 * (the account is the lead); `{ id, redirectUrl }` (src/features/application/api.server.ts).
 */
export function POST(request: Request, { params }: { params: Promise<{ accountId: string }> }): Promise<Response> {
  return guarded(async () => postRedirectFlow(request, (await params).accountId))
}
