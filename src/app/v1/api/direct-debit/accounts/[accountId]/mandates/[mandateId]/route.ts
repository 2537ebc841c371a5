import { getMandate } from '@/features/application/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/** GET /v1/api/direct-debit/accounts/{accountId}/mandates/{mandateId}: the lead's own mandate (src/features/application/api.server.ts). */
export function GET(request: Request, { params }: { params: Promise<{ accountId: string; mandateId: string }> }): Promise<Response> {
  return guarded(async () => {
    const { accountId, mandateId } = await params
    return getMandate(request, accountId, mandateId)
  })
}
