import { postLogout } from '@/features/members/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/** POST /v1/api/Auth/logout: ends the sign-in the tokens belong to (src/features/members/api.server.ts). */
export function POST(request: Request): Promise<Response> {
  return guarded(() => postLogout(request))
}
