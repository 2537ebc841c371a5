import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { APPLICATION_PHOTO_MAX_BYTES } from '@/model/application'

import { PHOTO_MESSAGES, processPhoto } from './photo'

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
