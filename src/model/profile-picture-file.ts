import type { Payload, PayloadRequest } from 'payload'

import { readStoredUpload } from '@/integrations/storage/payload-adapter'

import { getPayloadClient } from './payload-client'

/**
 * Stores a checked, re-encoded JPEG (./photos/photo.ts) in profile-pictures, inside `req`'s
 * transaction when given; `lead` is the application it belongs to. The new picture's id.
 */
export async function storeProfilePicture(payload: Payload, jpeg: Buffer, name: string, { req, lead }: { req?: PayloadRequest; lead?: number } = {}): Promise<number> {
  const stored = await payload.create({
    collection: 'profile-pictures',
    ...(req ? { req } : {}),
    overrideAccess: true,
    depth: 0,
    data: (lead === undefined ? {} : { lead }) as never,
    file: { data: jpeg, mimetype: 'image/jpeg', name, size: jpeg.length },
  })
  return stored.id
}

/**
 * Deletes a picture another replaced, once that change is committed: deleted inside its
 * transaction, the file would go even when the change is rolled back. A failure is logged, not
 * thrown: the change stands, and the picture is only left over.
 */
export async function deleteReplacedPicture(id: number): Promise<void> {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'profile-pictures', id, overrideAccess: true }).catch((error: unknown) => console.error(`Could not delete replaced photo ${id}:`, error))
}

/**
 * A stored profile picture's JPEG bytes and size (an applicant's, a company member's, a member's),
 * read past access control: the caller has already checked who may see it. Null when there is none.
 */
export async function readProfilePicture(photoId: number | null | undefined): Promise<{ bytes: Buffer; width: number | null; height: number | null } | null> {
  if (!photoId) return null
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: 'profile-pictures', id: photoId, overrideAccess: true, depth: 0, disableErrors: true })
  if (!doc?.filename) return null
  // From the disk or the S3 bucket, wherever the configuration keeps uploads (docs/decisions/069).
  const bytes = await readStoredUpload('profile-pictures', doc.filename, doc.prefix)
  return bytes ? { bytes, width: doc.width ?? null, height: doc.height ?? null } : null
}

/** The picture as a private JPEG reply (never cached by a browser or a proxy). */
export const pictureReply = (bytes: Buffer) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'Cache-Control': 'private, no-store',
      'Content-Type': 'image/jpeg',
      'Content-Length': String(bytes.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline; filename="photo.jpg"',
    },
  })
