import { patchMembersVisited } from '@/features/application/corporate/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** PATCH /v1/api/Customer/{id}/members-visited (ours): the members page was seen (src/features/application/corporate/api.server.ts). */
export function PATCH(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => patchMembersVisited(request, (await params).id))
}
