import { getImageProps } from 'next/image'
import { ImagePreload } from './ImagePreload.client'
import { CONTENT_BREAKPOINTS } from './screen'
import { focalStyle, isMediaDoc, MediaImage, nextImageClasses } from './MediaImage'

type Props = {
  /** The landscape picture (required by the blocks that use this; falls back to the mobile one). */
  desktop: unknown
  /** A portrait crop for phones, shown under the content blocks' tablet breakpoint (834 px). */
  mobile?: unknown
  sizes?: string
  /** Eager and high priority: only for the page's first module. */
  priority?: boolean
  className?: string
}

/**
 * A full-bleed background picture with a separate crop for phones. Unlike two images switched with
 * CSS, a <picture> lets the browser download only the crop it shows, which matters for an eager
 * first image. It fills its positioned parent, so it never shifts the layout. Each crop keeps its own
 * focal point through a CSS variable, switched at the same breakpoint without JavaScript.
 */
export function ArtDirectedImage({ desktop, mobile, sizes = '100vw', priority = false, className = '' }: Props) {
  const wide = isMediaDoc(desktop) && desktop.url ? desktop : null
  const narrow = isMediaDoc(mobile) && mobile.url ? mobile : null
  if (!wide || !narrow) {
    const only = wide ?? narrow
    return only ? <MediaImage media={only} fill sizes={sizes} priority={priority} className={`object-cover ${className}`} /> : null
  }
  const common = {
    alt: wide.alt ?? '',
    sizes,
    fill: true,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  }
  const {
    props: { srcSet: wideSrcSet, src: wideSrc },
  } = getImageProps({ ...common, src: wide.url as string })
  const {
    props: { srcSet: narrowSrcSet, style: _nextStyle, ...img },
  } = getImageProps({ ...common, src: narrow.url as string })
  const wideMedia = `(min-width: ${CONTENT_BREAKPOINTS.tablet}px)`
  const narrowMedia = `(max-width: ${CONTENT_BREAKPOINTS.tablet - 0.02}px)`
  const positions = { ...focalStyle('--focal-mobile', narrow), ...focalStyle('--focal-desktop', wide) }
  return (
    <>
      {priority ? (
        // The page's largest paint, at the crop and width the screen will show (React preloads a lone
        // eager <img> by itself, but not one inside a <picture>).
        <>
          <ImagePreload href={wideSrc} imageSrcSet={wideSrcSet} imageSizes={sizes} media={wideMedia} />
          <ImagePreload href={img.src} imageSrcSet={narrowSrcSet} imageSizes={sizes} media={narrowMedia} />
        </>
      ) : null}
      <picture>
        <source media={wideMedia} srcSet={wideSrcSet} sizes={sizes} />
        <source media={narrowMedia} srcSet={narrowSrcSet} sizes={sizes} />
        <img
          {...img}
          alt={common.alt}
          style={positions}
          className={`${nextImageClasses(true)} object-cover [object-position:var(--focal-mobile)] tab:[object-position:var(--focal-desktop)] ${className}`}
        />
      </picture>
    </>
  )
}
