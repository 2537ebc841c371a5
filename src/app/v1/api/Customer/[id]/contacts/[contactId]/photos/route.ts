import { getMemberPhoto, patchMemberPhoto } from '@/features/application/corporate/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string; contactId: string }> }

/**
 * /v1/api/Customer/{id}/contacts/{contactId}/photos (src/features/application/corporate/api.server.ts):
 * GET a member's photo (also by the website's cookie), PATCH a new one (multipart, at most 5,242,880 bytes).
 */
export function GET(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => {
    const { id, contactId } = await params
    return getMemberPhoto(request, id, contactId)
  })
}

export function PATCH(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => {
    const { id, contactId } = await params
    return patchMemberPhoto(request, id, contactId)
  })
}
