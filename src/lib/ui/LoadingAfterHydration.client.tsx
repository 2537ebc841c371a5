'use client'

import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react'

const never = () => () => undefined

/**
 * A loading state for content the page fetches after it has loaded, never in the server's HTML
 * (docs/decisions/031). A Suspense boundary whose content is still being read when the server
 * sends the page's first bytes goes out as its fallback, with the content streamed into a hidden
 * element that an inline script swaps in: without JavaScript the visitor sees the loading state
 * for good. So the server renders the content in place (it waits for it), and only an instance
 * that mounts in the browser (a client-side navigation, a new key) gets a boundary and shows
 * `fallback` while its content arrives.
 *
 * React answers useSyncExternalStore with the server snapshot while it renders on the server and
 * while it hydrates, so `mountedInBrowser` is false there and true on a fresh client mount; the
 * state keeps the first answer, so hydration never swaps the tree under the content.
 */
export function LoadingAfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const mountedInBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
  const [bounded] = useState(mountedInBrowser)
  return bounded ? <Suspense fallback={fallback}>{children}</Suspense> : <>{children}</>
}
