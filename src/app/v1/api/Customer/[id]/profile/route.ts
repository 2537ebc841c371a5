import { patchProfile } from '@/features/application/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** PATCH /v1/api/Customer/{id}/profile?useAsync=true: the about-you answers (src/features/application/api.server.ts). */
export function PATCH(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => patchProfile(request, (await params).id))
}
