import { patchBusinessDetails } from '@/features/application/corporate/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** PATCH /v1/api/Customer/{id}/business-details?useAsync=true: the company's industry, about and website (src/features/application/corporate/api.server.ts). */
export function PATCH(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => patchBusinessDetails(request, (await params).id))
}
