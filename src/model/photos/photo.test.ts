import { crc32 } from 'node:zlib'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { APPLICATION_PHOTO_MAX_BYTES } from '@/model/application'

import { MAX_PIXELS, PHOTO_MESSAGES, processPhoto } from './photo'

const picture = (format: 'png' | 'jpeg' | 'webp', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5c48' } })[format]().toBuffer()

describe('an applicant\'s photo (issue 13)', () => {
  it('refuses 12 MB + 1 byte with a clear message, before reading it', async () => {
    expect(await processPhoto(Buffer.alloc(APPLICATION_PHOTO_MAX_BYTES + 1))).toEqual({ ok: false, message: PHOTO_MESSAGES.tooLarge })
  })

  it('accepts a PNG whatever it is called, by its content, and makes a JPEG of it', async () => {
    const result = await processPhoto(await picture('png'))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect((await sharp(result.jpeg).metadata()).format).toBe('jpeg')
    expect([result.width, result.height]).toEqual([400, 300])
  })

  it('refuses HTML, text and an empty file called .jpg', async () => {
    for (const bytes of [Buffer.from('<!doctype html><script>alert(1)</script>'), Buffer.from('just text'), Buffer.alloc(0)]) {
      expect(await processPhoto(bytes)).toEqual({ ok: false, message: PHOTO_MESSAGES.notAPhoto })
    }
  })

  it('refuses a photo whose header declares more than 50 megapixels, before decoding it (issue 32)', async () => {
    // A small PNG whose header says 8000 x 7000 (56 MP): only the header is read to refuse it, so
    // the message says why; decoding its pixels would have failed as "not a photo".
    const png = await picture('png', 300, 300)
    const ihdr = png.subarray(12, 29) // "IHDR" + width, height and the rest of the chunk's data
    ihdr.writeUInt32BE(8000, 4)
    ihdr.writeUInt32BE(7000, 8)
    png.writeUInt32BE(crc32(ihdr), 29)
    expect((await sharp(png).metadata())).toMatchObject({ width: 8000, height: 7000 })
    expect(8000 * 7000).toBeGreaterThan(MAX_PIXELS)
    expect(await processPhoto(png)).toEqual({ ok: false, message: PHOTO_MESSAGES.tooManyPixels })
    // Control: the same photo with its own header is taken.
    expect((await processPhoto(await picture('png', 300, 300))).ok).toBe(true)
  })

  it('refuses a picture too small to show a face', async () => {
    expect(await processPhoto(await picture('jpeg', 120, 120))).toEqual({ ok: false, message: PHOTO_MESSAGES.tooSmall })
  })

  it('leaves no EXIF (no GPS position, no camera) and turns the photo upright', async () => {
    // A landscape JPEG with EXIF orientation 6 (shown rotated 90°) and a camera make.
    const withExif = await sharp(await picture('jpeg', 600, 400))
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam', Model: 'Model 9' } } })
      .jpeg()
      .toBuffer()
    const before = await sharp(withExif).metadata()
    expect(before.exif).toBeDefined()
    expect(before.orientation).toBe(6)
    const result = await processPhoto(withExif)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const after = await sharp(result.jpeg).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(result.jpeg.includes(Buffer.from('SpyCam'))).toBe(false)
    expect([after.width, after.height]).toEqual([400, 600])
  })

  it('shrinks a large photo to 1600 px on its long side', async () => {
    const result = await processPhoto(await picture('webp', 3200, 2400))
    expect(result.ok && [result.width, result.height]).toEqual([1600, 1200])
  })
})
