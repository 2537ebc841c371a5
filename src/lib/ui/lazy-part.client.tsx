'use client'

import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react'

/**
 * Wraps a component made by next/dynamic (a chunk loaded only by pages that render it) in a Suspense
 * boundary of its own. Without one, Next adds none when `ssr` is on, and the whole page's hydration
 * waits for the part's chunk (docs/decisions/016). With it, the server HTML of the part stays in
 * place and works as a plain form until its chunk arrives, while the rest of the page hydrates.
 *
 * The hidden marker gets `data-hydrated` when the part has hydrated: presses before that do nothing
 * (or post without JavaScript), so automated checks wait for it.
 */
export function lazyPart<P extends object>(name: string, Part: ComponentType<P>) {
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Hydrated name={name} />
      </Suspense>
    )
  }
  LazyPart.displayName = `LazyPart(${name})`
  return LazyPart
}

function Hydrated({ name }: { name: string }): ReactNode {
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (marker.current) marker.current.dataset.hydrated = 'true'
  }, [])
  return <span ref={marker} hidden data-lazy-part={name} />
}
