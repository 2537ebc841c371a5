import { postForgotPassword } from '@/features/members/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/** POST /v1/api/Auth/forgotpassword: e-mails a link to choose a new password (src/features/members/api.server.ts). */
export function POST(request: Request): Promise<Response> {
  return guarded(() => postForgotPassword(request))
}
