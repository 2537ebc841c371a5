import { getBookings } from '@/features/tables/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/** GET /v1/api/tables/bookings: the signed-in member's bookings (src/features/tables/api.server.ts). */
export function GET(request: Request): Promise<Response> {
  return guarded(() => getBookings(request))
}
