import type { Metadata } from 'next'

import type { EventView } from '@/features/events/components/detail/view'
import type { ShellData } from '@/features/shell/types'
import { socialMetadata } from '@/lib/seo/open-graph'
import { isMediaDoc } from '@/lib/ui/MediaImage'

/** "Clubhouse | {event title}", with the event's 1200x630 picture (else the site's) for link previews and the event page as the canonical address. */
export function eventMetadata(shell: ShellData, view: EventView | null, serverUrl: string): Metadata {
  const { productName, globalMetaDescription, favicon } = shell.settings
  const icons = isMediaDoc(favicon) && favicon.url ? { icon: favicon.url } : undefined
  if (!view) return { title: `${productName} | 404 Not found`, icons }
  const title = `${productName} | ${view.title}`
  const description = view.description ?? view.shortDescription ?? globalMetaDescription
  return {
    metadataBase: new URL(serverUrl),
    title,
    description,
    icons,
    // The ticket page too: it is the event's, and search engines should list the event page.
    alternates: { canonical: view.url },
    ...socialMetadata({ title, description, url: view.url, image: view.ogImage, siteName: productName, serverUrl }),
  }
}
