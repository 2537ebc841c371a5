'use client'

import { preload } from 'react-dom'

type Props = {
  href: string
  imageSrcSet?: string
  imageSizes?: string
  media?: string
}

/**
 * A page's largest picture, fetched from the head before the browser reaches it. A client
 * component on purpose (docs/decisions/037): React's server-component renderer turns preload(), an
 * eager <img> or a <link rel="preload"> it renders into a hint carried by the route's payload, and
 * Next prefetches the payloads of the pages a page links to, so the browser fetched the hero of
 * every page the visitor might open next. Called here, preload() reaches the HTML of the page that
 * shows the picture (among the head's first links), and the head on arrival by client-side
 * navigation, never a prefetch.
 */
export function ImagePreload({ href, imageSrcSet, imageSizes, media }: Props) {
  preload(href, { as: 'image', imageSrcSet, imageSizes, media, fetchPriority: 'high' })
  return null
}
