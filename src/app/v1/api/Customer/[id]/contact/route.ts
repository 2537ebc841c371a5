import { patchContact } from '@/features/application/corporate/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/**
 * PATCH /v1/api/Customer/{id}/contact?useAsync=true: the corporate member payload with its
 * operation: 0 the primary contact, 1 add (202, queued) or update a member, 3 remove one
 * (src/features/application/corporate/api.server.ts).
 */
export function PATCH(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => patchContact(request, (await params).id))
}
