import { patchAccess } from '@/features/application/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** PATCH /v1/api/Customer/{id}/access?useAsync=true: the applicant's first details, not the e-mail address (src/features/application/api.server.ts). */
export function PATCH(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => patchAccess(request, (await params).id))
}
