import { deleteBooking, getBooking } from '@/features/tables/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** GET one of the member's bookings; DELETE cancels it (src/features/tables/api.server.ts). */
export function GET(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => getBooking(request, (await params).id))
}

export function DELETE(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => deleteBooking(request, (await params).id))
}
