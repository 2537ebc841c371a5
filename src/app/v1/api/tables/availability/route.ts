import { getAvailability } from '@/features/tables/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/** GET /v1/api/tables/availability: a day's slots at a club's restaurants and rooms (src/features/tables/api.server.ts). */
export function GET(request: Request): Promise<Response> {
  return guarded(() => getAvailability(request))
}
