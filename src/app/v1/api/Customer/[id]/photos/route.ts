import { deletePhoto, getPhoto, patchPhoto } from '@/features/application/api.server'
import { guarded } from '@/lib/http/json-endpoint'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/**
 * /v1/api/Customer/{id}/photos (src/features/application/api.server.ts): GET the applicant's
 * photo (also by the website's cookie, for an <img>), PATCH a new one (multipart), DELETE it.
 */
export function GET(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => getPhoto(request, (await params).id))
}

export function PATCH(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => patchPhoto(request, (await params).id))
}

export function DELETE(request: Request, { params }: Context): Promise<Response> {
  return guarded(async () => deletePhoto(request, (await params).id))
}
