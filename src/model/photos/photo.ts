import sharp from 'sharp'

import { APPLICATION_PHOTO_MAX_BYTES } from '@/model/application'

export { PHOTO_MESSAGES, PHOTO_PROMPT } from './photo-messages'
import { PHOTO_MESSAGES } from './photo-messages'

/** What the formats are, told by their bytes; the file's name and declared type are not trusted. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'heif'])
const MIN_SIDE = 200
const MAX_SIDE = 1600
/**
 * Pixels a photo may have, read from its header before anything is decoded (decision 045): a
 * 12 MB file can declare a huge image, and decoding is what costs memory and time. 50 megapixels
 * takes any phone's ordinary photo (a 48 MP camera's included).
 */
export const MAX_PIXELS = 50_000_000

export type ProcessedPhoto = { ok: true; jpeg: Buffer; width: number; height: number } | { ok: false; message: string }

/** The header only (format and dimensions): sharp's metadata() decodes no pixels. */
async function readMetadata(bytes: Buffer) {
  try {
    // No pixel limit here, so an oversized photo is told apart (below) from one that is not a photo.
    return await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    // An empty buffer throws as sharp is called; anything unreadable throws here too.
    return null
  }
}

/**
 * Checks an applicant's photo and re-encodes it: at most 12 MB as sent (spec 001 sections 5 and 9),
 * an image by its content whatever it is called, turned upright by its EXIF orientation, at most
 * 1600 px on its long side, and written as a new JPEG that carries no metadata (no EXIF: no GPS
 * position, no camera serial).
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > APPLICATION_PHOTO_MAX_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge }
  const meta = await readMetadata(bytes)
  if (!meta?.format || !ACCEPTED.has(meta.format)) return { ok: false, message: PHOTO_MESSAGES.notAPhoto }
  if (Math.min(meta.width ?? 0, meta.height ?? 0) < MIN_SIDE) return { ok: false, message: PHOTO_MESSAGES.tooSmall }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) return { ok: false, message: PHOTO_MESSAGES.tooManyPixels }
  try {
    // limitInputPixels again: the decoder refuses too, should a header have understated the size.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    return { ok: true, jpeg: data, width: info.width, height: info.height }
  } catch {
    return { ok: false, message: PHOTO_MESSAGES.notAPhoto }
  }
}
