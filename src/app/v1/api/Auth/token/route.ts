import { postToken } from '@/features/members/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/** POST /v1/api/Auth/token: a member's e-mail and password for tokens (src/features/members/api.server.ts). */
export function POST(request: Request): Promise<Response> {
  return guarded(() => postToken(request))
}
