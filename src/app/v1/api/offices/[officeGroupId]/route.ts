import { NO_OFFICE_DATA } from '@/features/offices/constants'
import { NoOfficeData, officeByGroupId } from '@/features/offices/queries.server'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/** GET /v1/api/offices/{officeGroupId}: one office's content (officeBy), 404 "No office data found." */
export async function GET(_request: Request, { params }: { params: Promise<{ officeGroupId: string }> }): Promise<Response> {
  const { officeGroupId } = await params
  try {
    const office = await officeByGroupId(await getPayloadClient(), officeGroupId)
    return Response.json(office, { headers: { 'Cache-Control': 'no-cache' } })
  } catch (error) {
    if (error instanceof NoOfficeData) return Response.json({ message: NO_OFFICE_DATA }, { status: 404 })
    console.error('Office lookup failed:', error)
    return Response.json({ message: 'Office details are not available right now. Please try again in a moment.' }, { status: 503, headers: { 'Retry-After': '5' } })
  }
}
