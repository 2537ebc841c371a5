import { getAvatar } from '@/features/members/api.server'
import { guarded } from '@/lib/http/json-endpoint'
import { sessionCookieOf } from '@/model/member-identity'

export const dynamic = 'force-dynamic'

/** GET /v1/api/Auth/avatar: the member's own photo, by bearer or the website's session cookie. */
export function GET(request: Request): Promise<Response> {
  return guarded(() => getAvatar(request, sessionCookieOf(request)))
}
