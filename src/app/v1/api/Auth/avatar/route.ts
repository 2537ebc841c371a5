import { cookies } from 'next/headers'

import { getAvatar } from '@/features/members/api.server'
import { guarded } from '@/lib/http/json-endpoint'
import { SESSION_TOKEN_COOKIE } from '@/lib/session/session'

export const dynamic = 'force-dynamic'

/** GET /v1/api/Auth/avatar: the member's own photo, by bearer or the website's session cookie. */
export function GET(request: Request): Promise<Response> {
  return guarded(async () => getAvatar(request, (await cookies()).get(SESSION_TOKEN_COOKIE)?.value ?? null))
}
