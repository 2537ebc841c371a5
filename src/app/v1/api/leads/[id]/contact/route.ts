import { patchLeadContact } from '@/features/application/corporate/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** PATCH /v1/api/leads/{id}/contact (the spec's operate service): remove a member, `{ id, operation: 3 }` (src/features/application/corporate/api.server.ts). */
export function PATCH(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => patchLeadContact(request, (await params).id))
}
