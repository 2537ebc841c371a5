import { getUser } from '@/features/members/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/** GET /v1/api/Auth/getuser: the signed-in member's name, e-mail and avatar (src/features/members/api.server.ts). */
export function GET(request: Request): Promise<Response> {
  return guarded(() => getUser(request))
}
