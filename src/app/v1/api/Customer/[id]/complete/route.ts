import { postComplete } from '@/features/application/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** POST /v1/api/Customer/{id}/complete?useAsync=true: sends the application (the call is the agreement) (src/features/application/api.server.ts). */
export function POST(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => postComplete(request, (await params).id))
}
