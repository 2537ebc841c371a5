import { getDirectoryPhoto } from '@/features/members/api.server'
import { guarded } from '@/lib/http/json-endpoint'
import { sessionCookieOf } from '@/model/member-identity'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** GET /v1/api/members/{id}/photo: a listed member's photo, to signed-in members (src/features/members/api.server.ts). */
export function GET(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => getDirectoryPhoto(request, (await params).id, sessionCookieOf(request)))
}
