import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { pictureSvg, seedPicture } from './images'

describe('seed pictures', () => {
  it('draws the same picture for the same label, so seeding twice changes nothing', async () => {
    expect(pictureSvg('Library, Kensington')).toBe(pictureSvg('Library, Kensington'))
    expect((await seedPicture('Library, Kensington')).data.equals((await seedPicture('Library, Kensington')).data)).toBe(true)
  })

  it('varies from label to label, even within one kind of room', () => {
    const rooms = ['Library, Kensington', 'Library, Knightsbridge', 'Members’ lounge', 'Drawing room, Knightsbridge', 'Kensington drawing room']
    expect(new Set(rooms.map((l) => pictureSvg(l))).size).toBe(rooms.length)
  })

  it('carries no words: nothing for the site header to cover', () => {
    for (const label of ['Clubhouse', 'Supper club table', 'Speaker on stage', 'Map of Fulham riverside', 'Floor plan, City third floor', 'Icon: key']) expect(pictureSvg(label)).not.toMatch(/<text/)
  })

  it('is landscape 1280x720, or a tall 800x1200 composition for a portrait label', async () => {
    const wide = await sharp((await seedPicture('Riverside terrace, Fulham')).data).metadata()
    expect([wide.width, wide.height, wide.format]).toEqual([1280, 720, 'jpeg'])
    for (const tall of [await seedPicture('Terrace steps, Fulham (portrait)'), await seedPicture('Meeting room, boardroom', 'portrait')]) {
      const meta = await sharp(tall.data).metadata()
      expect([meta.width, meta.height]).toEqual([800, 1200])
    }
  })

  it('draws a portrait in the same scene and colours as its landscape', () => {
    const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}/g))
    const wide = colours(pictureSvg('Meeting room, boardroom'))
    const tall = colours(pictureSvg('Meeting room, boardroom (portrait)'))
    expect([...tall].filter((c) => wide.has(c)).length / tall.size).toBeGreaterThan(0.8)
  })

  it('draws icons as square marks on a transparent background', async () => {
    const icon = await seedPicture('Icon: key')
    expect(icon.mimetype).toBe('image/png')
    const meta = await sharp(icon.data).metadata()
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([256, 256, true])
  })
})
