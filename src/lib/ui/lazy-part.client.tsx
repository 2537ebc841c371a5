'use client'

import { useEffect, useRef, type ComponentType, type ReactNode } from 'react'

/**
 * Gives a component made by next/dynamic (a chunk loaded only by pages that render it) a hidden
 * marker that gets `data-hydrated` once the part has hydrated: presses before that do nothing (or
 * post the form without JavaScript), so automated checks wait for it (docs/decisions/016).
 *
 * Deliberately no Suspense boundary of its own: a boundary whose content suspends while the server
 * renders is streamed hidden, to be revealed by a script, so without JavaScript the form stayed
 * invisible. Without one, the server waits for the part and sends it in place; the page's
 * hydration waits for the part's chunk, which the page preloads.
 */
export function lazyPart<P extends object>(name: string, Part: ComponentType<P>) {
  function LazyPart(props: P) {
    return (
      <>
        <Part {...props} />
        <Hydrated name={name} />
      </>
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
