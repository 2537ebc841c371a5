import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { getPayloadClient } from './payload-client'

/**
 * A stored profile picture's JPEG bytes and size (an applicant's, a company member's, a member's),
 * read past access control: the caller has already checked who may see it. Null when there is none.
 */
export async function readProfilePicture(photoId: number | null | undefined): Promise<{ bytes: Buffer; width: number | null; height: number | null } | null> {
  if (!photoId) return null
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: 'profile-pictures', id: photoId, overrideAccess: true, depth: 0, disableErrors: true })
  const staticDir = payload.collections['profile-pictures'].config.upload.staticDir
  if (!doc?.filename || !staticDir) return null
  try {
    return { bytes: await readFile(path.join(staticDir, path.basename(doc.filename))), width: doc.width ?? null, height: doc.height ?? null }
  } catch {
    return null
  }
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
