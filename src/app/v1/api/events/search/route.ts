import { eventSearchParamsSchema, filtersFromParams } from '@/features/events/params'
import { searchEvents } from '@/features/events/search.server'
import { getPayloadClient } from '@/model/payload-client'
import { readEndpoint } from '@/lib/http/read-endpoint'

export const dynamic = 'force-dynamic'

/**
 * GET /v1/api/events/search: upcoming events (starting now or later), soonest first, with the
 * facets of spec 000 section 7 (club, eventType, eventStatus, month, eventCategories) and a count.
 */
export function GET(request: Request): Promise<Response> {
  return readEndpoint(
    request.url,
    eventSearchParamsSchema,
    async (q) => searchEvents(await getPayloadClient(), { ...filtersFromParams(q), limit: q.limit, offset: q.offset }),
    'Event search',
  )
}
