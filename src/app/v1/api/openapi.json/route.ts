import { openApiDocument } from '@/features/enquiries/openapi'
import { getEnv } from '@/lib/env'

/** GET /v1/api/openapi.json: the API's description, built from the schemas that validate it. */
export function GET(): Response {
  return Response.json(openApiDocument(getEnv().serverUrl), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
