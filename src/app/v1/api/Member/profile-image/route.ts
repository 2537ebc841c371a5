import { getProfileImage } from '@/features/members/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/** GET /v1/api/Member/profile-image: { encodedImage } (src/features/members/api.server.ts). */
export function GET(request: Request): Promise<Response> {
  return guarded(() => getProfileImage(request))
}
