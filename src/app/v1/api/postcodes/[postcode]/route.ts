import { findAddresses } from '@/integrations/postcodes/lookup.server'
import { clientIp } from '@/lib/http/client-ip'
import { guarded } from '@/lib/http/json-endpoint'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/**
 * GET /v1/api/postcodes/{postcode}: the addresses at a UK postcode, for the application's address
 * steps (spec 001 section 7, Other: items with line_1, line_2, post_town, county). A postcode
 * with no addresses is 200 with an empty list; the page then shows its not-found message.
 */
export function GET(request: Request, { params }: { params: Promise<{ postcode: string }> }): Promise<Response> {
  return guarded(async () => {
    const { postcode } = await params
    // Next hands the segment over decoded; decoding again would throw on a literal %.
    const result = await findAddresses(await getPayloadClient(), postcode, clientIp(request.headers))
    if (result.ok) {
      // Addresses at a postcode change rarely; the browser may keep an answer for a day.
      return Response.json({ postcode: result.postcode, addresses: result.addresses }, { headers: { 'Cache-Control': 'private, max-age=86400' } })
    }
    switch (result.reason) {
      case 'invalid':
        return Response.json({ message: 'That is not a UK postcode.' }, { status: 400 })
      case 'limited':
        return Response.json(
          { message: 'Too many postcode lookups from this address. Please try again later, or enter the address manually.' },
          { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
        )
      case 'unavailable':
        return Response.json({ message: 'The postcode lookup is not answering. Please enter the address manually.' }, { status: 503, headers: { 'Retry-After': '30' } })
    }
  })
}
