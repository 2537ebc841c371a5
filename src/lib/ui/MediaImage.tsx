import { getImageProps } from 'next/image'
import type { CSSProperties } from 'react'

import { ImagePreload } from './ImagePreload.client'

export type MediaDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  focalX?: number | null
  focalY?: number | null
}

export const isMediaDoc = (value: unknown): value is MediaDoc =>
  typeof value === 'object' && value !== null && typeof (value as MediaDoc).url === 'string'

type Props = {
  media: unknown
  sizes: string
  className?: string
  priority?: boolean
  fill?: boolean
}

/**
 * What next/image's inline style says (transparent alt text while loading; a filling image's box),
 * as classes: the server's HTML carries no inline style (decision 049). `MediaImage.test.tsx` fails if a
 * Next upgrade starts writing a property these do not cover.
 */
export const nextImageClasses = (fill: boolean) => (fill ? 'text-transparent absolute inset-0 size-full' : 'text-transparent')

/** A focal point as a custom property, which `[object-position:var(--focal)]` reads. */
export const focalStyle = (name: string, media: MediaDoc) => ({ [name]: `${media.focalX ?? 50}% ${media.focalY ?? 50}%` }) as CSSProperties

/**
 * A CMS image with its intrinsic size, so the browser reserves its box before it loads. A plain
 * <img> with next/image's optimised sources (getImageProps), rendered on the server: the <Image>
 * component would ship its client code (about 4 kB) to every page for behaviour these pictures
 * never use (blur placeholders, load callbacks).
 */
export function MediaImage({ media, sizes, className, priority = false, fill = false }: Props) {
  if (!isMediaDoc(media) || !media.url) return null
  const { props } = getImageProps({
    src: media.url,
    alt: media.alt ?? '',
    sizes,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    ...(fill ? { fill: true } : { width: media.width ?? 1600, height: media.height ?? 900 }),
  })
  const { style: _nextStyle, ...attributes } = props
  const img = (
    <img
      {...attributes}
      alt={props.alt}
      className={`${nextImageClasses(fill)} [object-position:var(--focal)] ${className ?? ''}`}
      style={focalStyle('--focal', media)}
    />
  )
  if (!priority) return img
  // What next/image's `priority` did: fetched from the head, before the browser reaches the <img>.
  // The <picture> (without sources, and without a box of its own) keeps React from also sending a
  // preload of an eager <img> with the route's payload, which a prefetch would act on (ImagePreload).
  return (
    <>
      <ImagePreload href={props.src} imageSrcSet={props.srcSet} imageSizes={props.srcSet ? sizes : undefined} />
      <picture className="contents">{img}</picture>
    </>
  )
}
