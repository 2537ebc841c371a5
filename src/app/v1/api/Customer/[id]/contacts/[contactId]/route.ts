import { getContact } from '@/features/application/corporate/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string; contactId: string }> }

/** GET /v1/api/Customer/{id}/contacts/{contactId}: the member, or its queued add's state (src/features/application/corporate/api.server.ts). */
export function GET(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => {
    const { id, contactId } = await params
    return getContact(request, id, contactId)
  })
}
