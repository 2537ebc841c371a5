/**
 * A stand-in for an uploaded file in seed content: the seed draws a photograph per label (or, for a
 * video, uploads the bundled loop in src/seed/assets) and puts its id here.
 */
export type SeedImage = { __seedImage: string; video?: true; portrait?: true }

/** What the seed makes for a label: a landscape picture, a tall one (phone crops) or the video loop. */
export type SeedMediaKind = 'image' | 'portrait' | 'video'

export const img = (label: string): SeedImage => ({ __seedImage: label })
export const portrait = (label: string): SeedImage => ({ __seedImage: label, portrait: true })
export const video = (label: string): SeedImage => ({ __seedImage: label, video: true })

export const isSeedImage = (value: unknown): value is SeedImage =>
  typeof value === 'object' && value !== null && typeof (value as SeedImage).__seedImage === 'string'

/** One module as it is stored on a page (blockType plus the block's fields), before images are resolved. */
export type SeedBlock = { blockType: string; [field: string]: unknown }

/**
 * Replaces every SeedImage in a block (however deep) with the id `resolve` gives for its label.
 * One at a time: the seed creates an image the first time it meets a label.
 */
export async function resolveImages<T>(value: T, resolve: (label: string, kind: SeedMediaKind) => Promise<number | string>): Promise<T> {
  if (isSeedImage(value)) return (await resolve(value.__seedImage, value.video ? 'video' : value.portrait ? 'portrait' : 'image')) as T
  if (Array.isArray(value)) {
    const out: unknown[] = []
    for (const item of value) out.push(await resolveImages(item, resolve))
    return out as T
  }
  // Rich text ({ root }) holds no images of ours.
  if (typeof value === 'object' && value !== null && !('root' in value)) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = await resolveImages(v, resolve)
    return out as T
  }
  return value
}
