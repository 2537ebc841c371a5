'use client'

type Props = {
  /** The fallback URL: React hoists a <link> to the head only when it has an href. */
  href: string
  imageSrcSet?: string
  imageSizes?: string
  media?: string
}

/**
 * A page's largest picture, fetched from the head before the browser reaches it. A client
 * component on purpose: React's server-component renderer turns an eager <img> or a
 * <link rel="preload"> it renders (and react-dom's preload()) into a hint that travels with the
 * route's payload, and Next prefetches the payloads of the pages a page links to, so the browser
 * fetched the hero of every page the visitor might open next. Rendered here, the <link> is written
 * into the HTML of the page that shows the picture, and into the head on arrival by client-side
 * navigation, never by a prefetch.
 */
export function ImagePreload({ href, imageSrcSet, imageSizes, media }: Props) {
  return <link rel="preload" as="image" href={href} imageSrcSet={imageSrcSet} imageSizes={imageSizes} media={media} fetchPriority="high" />
}
