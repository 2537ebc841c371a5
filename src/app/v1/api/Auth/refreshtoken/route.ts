import { putRefreshToken } from '@/features/members/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/** PUT /v1/api/Auth/refreshtoken: a refresh token, used once, for the next tokens (src/features/members/api.server.ts). */
export function PUT(request: Request): Promise<Response> {
  return guarded(() => putRefreshToken(request))
}
