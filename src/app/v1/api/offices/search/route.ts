import { officeFiltersFromParams, officeSearchParamsSchema } from '@/features/offices/params'
import { searchOffices } from '@/features/offices/search.server'
import { getPayloadClient } from '@/model/payload-client'
import { readEndpoint } from '@/lib/http/read-endpoint'

export const dynamic = 'force-dynamic'

/**
 * GET /v1/api/offices/search: offices cheapest first in pages of 6, with the count, location facets
 * and the sliders' bounds (spec 000 section 7).
 */
export function GET(request: Request): Promise<Response> {
  return readEndpoint(
    request.url,
    officeSearchParamsSchema,
    async (q) => searchOffices(await getPayloadClient(), { ...officeFiltersFromParams(q), page: q.page }),
    'Office search',
  )
}
