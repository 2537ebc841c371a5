import { getDirectory } from '@/features/members/api.server'
import { guarded } from '@/lib/http/json-endpoint'
import { sessionCookieOf } from '@/model/member-identity'

export const dynamic = 'force-dynamic'

/** GET /v1/api/members/directory: the listed members (src/features/members/directory.server.ts). */
export function GET(request: Request): Promise<Response> {
  return guarded(() => getDirectory(request, sessionCookieOf(request)))
}
