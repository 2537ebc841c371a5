import { meetingRoomGroups } from '@/features/meeting-rooms/queries.server'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/** GET /v1/api/meeting-rooms: every meeting room, grouped by lowercased club location. */
export async function GET(): Promise<Response> {
  try {
    return Response.json({ groups: await meetingRoomGroups(await getPayloadClient()) }, { headers: { 'Cache-Control': 'no-cache' } })
  } catch (error) {
    console.error('Meeting rooms failed:', error)
    return Response.json({ message: 'Meeting rooms are not available right now. Please try again in a moment.' }, { status: 503, headers: { 'Retry-After': '5' } })
  }
}
