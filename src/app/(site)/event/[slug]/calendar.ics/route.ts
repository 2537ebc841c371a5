import { eventView, icsEventOf } from '@/features/events/components/detail/view'
import { buildIcs } from '@/features/events/ics'
import { eventBySlug } from '@/features/events/queries.server'
import { getEnv } from '@/lib/env'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/**
 * GET /event/{slug}/calendar.ics: the event as an iCalendar file for "Add to calendar". Read fresh:
 * a download is rare, and the file must carry the time staff last saved.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params
  try {
    const event = await eventBySlug(await getPayloadClient(), slug)
    if (!event) return new Response('No such event.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    const ics = buildIcs(icsEventOf(eventView(event, { serverUrl: getEnv().serverUrl })))
    return new Response(ics, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
        'Cache-Control': 'no-cache',
      },
    })
  } catch (error) {
    console.error(`Calendar file for ${slug} failed:`, error)
    return new Response('The calendar file is not available right now. Please try again in a moment.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' },
    })
  }
}
