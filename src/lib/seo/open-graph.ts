import type { Metadata } from 'next'

/** The link-preview picture's size (spec 000: "Open-graph image 1200x630"), the Media collection's `og` crop. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** The site's own preview picture (public/), for pages without a picture of their own. */
export const DEFAULT_OG_IMAGE = { url: '/og-default.jpg', ...OG_IMAGE_SIZE, alt: '' } as const

export type OgImage = { url: string; width: number; height: number; alt: string }

type Upload = { url?: string | null; alt?: string | null; sizes?: { og?: { url?: string | null; width?: number | null; height?: number | null } | null } | null }

const isUpload = (value: unknown): value is Upload => typeof value === 'object' && value !== null && 'url' in value

/** An upload's 1200x630 crop, when it has one (not a video, not a file uploaded before the crop existed). */
export function ogImageOf(media: unknown): OgImage | null {
  if (!isUpload(media)) return null
  const og = media.sizes?.og
  if (!og?.url || og.width !== OG_IMAGE_SIZE.width || og.height !== OG_IMAGE_SIZE.height) return null
  return { url: og.url, width: og.width, height: og.height, alt: media.alt ?? '' }
}

/** Where the opening module of a page keeps its picture: heroes, image headers, the splash, the slider's first slide. */
const PICTURE_FIELDS = ['desktopImage', 'imageDesktop', 'image', 'topImage'] as const

/** The picture of a page's first module (its hero), as a 1200x630 crop; null when it opens without one. */
export function leadOgImageOf(layout: readonly unknown[] | null | undefined): OgImage | null {
  const first = layout?.[0]
  if (typeof first !== 'object' || first === null) return null
  const block = first as Record<string, unknown>
  const slides = Array.isArray(block.slides) ? (block.slides as Record<string, unknown>[]) : []
  for (const holder of [block, ...slides.slice(0, 1)]) {
    for (const field of PICTURE_FIELDS) {
      const image = ogImageOf(holder[field])
      if (image) return image
    }
  }
  return null
}

const absolute = (url: string, serverUrl: string) => (/^https?:\/\//.test(url) ? url : `${serverUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`)

type Social = {
  title: string
  description?: string | null
  /** The page's address, absolute or from the site's root. */
  url?: string
  /** The page's 1200x630 picture; the site's default when it has none. */
  image?: OgImage | null
  siteName: string
  serverUrl: string
  type?: 'website' | 'article'
}

/** What link previews read (Open Graph, and X's large summary card): title, description, address and one 1200x630 picture. */
export function socialMetadata({ title, description, url, image, siteName, serverUrl, type = 'website' }: Social): Pick<Metadata, 'openGraph' | 'twitter'> {
  const picture = image ?? DEFAULT_OG_IMAGE
  const images = [{ url: absolute(picture.url, serverUrl), width: picture.width, height: picture.height, ...(picture.alt ? { alt: picture.alt } : {}) }]
  return {
    openGraph: {
      title,
      ...(description ? { description } : {}),
      ...(url ? { url: absolute(url, serverUrl) } : {}),
      siteName,
      locale: 'en_GB',
      type,
      images,
    },
    twitter: { card: 'summary_large_image', title, ...(description ? { description } : {}), images },
  }
}
