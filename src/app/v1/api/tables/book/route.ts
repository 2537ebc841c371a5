import { postBook } from '@/features/tables/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

/** POST /v1/api/tables/book: a signed-in member books a table (src/features/tables/api.server.ts). */
export function POST(request: Request): Promise<Response> {
  return guarded(() => postBook(request))
}
