import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { getEnv } from '@/lib/env'

import { mark } from './pictures/marks'
import { PALETTES, type Subject } from './pictures/palettes'
import { seededRandom, type Random } from './pictures/random'
import { floorPlan, interior, map, outdoor, skyline, stage, table } from './pictures/scenes'
import { Svg } from './pictures/svg'

/** Landscape for every layout; portrait (a composition of its own, not a crop) for what phones show. */
export const LANDSCAPE = [1280, 720] as const
export const PORTRAIT = [800, 1200] as const

export type SeedPicture = { data: Buffer; mimetype: 'image/jpeg' | 'image/png'; extension: 'jpg' | 'png' }

const PORTRAIT_LABEL = /\s*\(portrait\)\s*$/i

/** Whether a label asks for a tall picture ("Garden, Kensington (portrait)"). */
export const isPortraitLabel = (label: string) => PORTRAIT_LABEL.test(label)

/** What a picture shows, for its alt text: the tall version of a scene shows the same scene. */
export const pictureAlt = (label: string) => label.replace(PORTRAIT_LABEL, '')

/**
 * A photograph stand-in drawn locally (the seed never touches the network): an abstract room,
 * table, stage or garden in the colours of its kind of place, without words. The label decides
 * everything, so the seed draws the same picture each time; a label's portrait version shares its
 * landscape's scene and colours, composed for the tall frame.
 */
export async function seedPicture(label: string, shape: 'landscape' | 'portrait' = 'landscape'): Promise<SeedPicture> {
  if (isMark(label)) return { data: await rendered(mark(label), 'png'), mimetype: 'image/png', extension: 'png' }
  return { data: await rendered(picture(label, shape).toString(), 'jpeg'), mimetype: 'image/jpeg', extension: 'jpg' }
}

const RENDER = { png: (svg: Buffer) => sharp(svg).png(), jpeg: (svg: Buffer) => sharp(svg).jpeg({ quality: 80 }) }

/**
 * The SVG drawn as a file. With SEED_PICTURE_CACHE (tests, which seed many databases in one run)
 * each picture is drawn once and kept under the hash of its SVG, its format and sharp's version,
 * so a changed drawing is a new file, never a stale one.
 */
async function rendered(svg: string, format: keyof typeof RENDER): Promise<Buffer> {
  const cacheDir = getEnv().SEED_PICTURE_CACHE
  if (!cacheDir) return RENDER[format](Buffer.from(svg)).toBuffer()
  const key = createHash('sha256').update(`${format} q80 sharp ${sharp.versions.sharp}\n${svg}`).digest('hex')
  const file = path.join(cacheDir, `${key}.${format}`)
  try {
    return readFileSync(file)
  } catch {
    const data = await RENDER[format](Buffer.from(svg)).toBuffer()
    mkdirSync(cacheDir, { recursive: true })
    // Another process of the run may draw the same picture at once: each writes whole, then renames.
    const partial = `${file}.${process.pid}.part`
    writeFileSync(partial, data)
    renameSync(partial, file)
    return data
  }
}

const isMark = (label: string) => /^icon:|crest/i.test(label)

/** The SVG of what seedPicture draws for a label, in one document (for tests and for looking at). */
export function pictureSvg(label: string, shape: 'landscape' | 'portrait' = 'landscape'): string {
  return isMark(label) ? mark(label) : picture(label, shape).toString()
}

function picture(label: string, shape: 'landscape' | 'portrait'): Svg {
  const tall = shape === 'portrait' || isPortraitLabel(label)
  const scene = label.replace(PORTRAIT_LABEL, '')
  const rnd = seededRandom(scene)
  const [w, h] = tall ? PORTRAIT : LANDSCAPE
  const s = new Svg(w, h)
  draw(scene.toLowerCase(), s, rnd)
  return s
}

const palette = (subject: Subject, rnd: Random) => rnd.pick(PALETTES[subject])

/** Which scene, in which colours, a label gets: by the words in it. */
function draw(l: string, s: Svg, rnd: Random) {
  const has = (re: RegExp) => re.test(l)
  const dusk = has(/dusk|night|golden|evening/)
  if (has(/floor plan/)) return floorPlan(s, palette('club', rnd), rnd)
  if (has(/^map\b|\bmap of/)) return map(s, palette('club', rnd), rnd)
  if (has(/skyline/)) return skyline(s, palette('event', rnd), rnd)
  if (has(/pool|swim/) && !has(/party/)) return interior(s, palette('water', rnd), rnd, { openings: rnd.pick(['arches', 'colonnade'] as const), furniture: 'none', water: true })
  if (has(/yoga|wellness|gym|spa\b/)) return interior(s, palette('garden', rnd), rnd, { openings: rnd.pick(['arches', 'windows'] as const), furniture: 'none' })
  if (has(/party|dj\b|jazz|trio|stage|speaker|summit|film|screening|ballroom|music|networking/)) {
    if (has(/terrace|garden|rooftop/)) return outdoor(s, palette('event', rnd), rnd, { terrace: true })
    return stage(s, palette('event', rnd), rnd)
  }
  if (has(/supper|dining|brasserie|brunch|wine|cellar|cocktail|\bbar\b|restaurant|plate|table|tasting/)) return table(s, palette('food', rnd), rnd, { cellar: has(/cellar|wine/) })
  if (has(/thames|river/)) return outdoor(s, palette(dusk ? 'event' : 'water', rnd), rnd, { river: true, terrace: has(/terrace/) })
  if (has(/garden|terrace|green|rooftop|steps|summer/)) return outdoor(s, palette(dusk ? 'event' : 'garden', rnd), rnd, { terrace: has(/terrace|rooftop|steps|room/) || rnd.chance(0.35) })
  if (has(/office|desk|meeting|conferenc|boardroom|corporate|brochure|studio|city/)) return interior(s, palette('office', rnd), rnd, { openings: rnd.pick(['windows', 'windows', 'arches'] as const), furniture: rnd.chance(0.3) ? 'lounge' : 'desks' })
  if (has(/stair/)) return interior(s, palette('club', rnd), rnd, { openings: 'arches', furniture: 'none', stairs: true })
  interior(s, palette('club', rnd), rnd, { openings: rnd.pick(['arches', 'windows', 'colonnade'] as const), furniture: 'lounge' })
}
