import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import type { AutoplayOptionsType } from 'embla-carousel-autoplay'
import { useCallback, useEffect, useRef, useState } from 'react'

/** Far enough ahead that Embla has usually arrived by the time the carousel scrolls into view. */
const ROOT_MARGIN = '200px'

export type LazyEmbla = {
  viewportRef: (node: HTMLElement | null) => void
  api: EmblaCarouselType | undefined
  /** Fetches Embla now: the visitor reached for the carousel before it came near the screen. */
  load: () => void
}

/**
 * embla-carousel-react's useEmblaCarousel, except that Embla's code is fetched only when the
 * viewport nears the screen or `load` is called: imported statically, it would be first-load
 * JavaScript on every page that shows a carousel, however far down. `options` and `autoplay`
 * must be memoised, since a new object re-initialises the carousel.
 */
export function useLazyEmbla(options: EmblaOptionsType, fade: boolean, autoplay: AutoplayOptionsType | undefined): LazyEmbla {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [wanted, setWanted] = useState(false)
  const [api, setApi] = useState<EmblaCarouselType>()
  const load = useCallback(() => setWanted(true), [])

  useEffect(() => {
    if (wanted || !viewport) return
    if (typeof IntersectionObserver === 'undefined') return load()
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: ROOT_MARGIN })
    observer.observe(viewport)
    return () => observer.disconnect()
  }, [viewport, wanted, load])

  // As in embla-carousel-react: one carousel per viewport node, re-initialised (which keeps the
  // selected slide) rather than rebuilt when the options or plugins change.
  const carousel = useRef<EmblaCarouselType | undefined>(undefined)
  useEffect(() => {
    if (!viewport) return
    return () => {
      carousel.current?.destroy()
      carousel.current = undefined
      setApi(undefined)
    }
  }, [viewport])

  useEffect(() => {
    if (!wanted || !viewport) return
    let current = true
    // A chunk that never arrives is left unhandled on purpose: the page's chunk recovery
    // (chunk-recovery.ts) listens for that rejection and reloads.
    void Promise.all([
      import('embla-carousel'),
      fade ? import('embla-carousel-fade') : null,
      autoplay ? import('embla-carousel-autoplay') : null,
    ]).then(([embla, fadePlugin, autoplayPlugin]) => {
      if (!current) return
      const plugins: EmblaPluginType[] = []
      if (fadePlugin) plugins.push(fadePlugin.default())
      if (autoplayPlugin) plugins.push(autoplayPlugin.default(autoplay))
      if (carousel.current) return carousel.current.reInit(options, plugins)
      carousel.current = embla.default(viewport, options, plugins)
      setApi(carousel.current)
    })
    return () => {
      current = false
    }
  }, [wanted, viewport, options, fade, autoplay])

  return { viewportRef: setViewport, api, load }
}
