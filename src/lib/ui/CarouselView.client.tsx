'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import { Children, useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'

import { prefersReducedMotion } from './screen'
import { useLazyEmbla } from './useLazyEmbla'

export type CarouselProps = {
  /** Names the carousel for assistive technology, e.g. "Fulham gallery". */
  label: string
  children: ReactNode
  /** Milliseconds between slides; no autoplay when unset, nor ever under prefers-reduced-motion. */
  autoplayDelay?: number
  /** Embla's scroll duration (its own units, not milliseconds: 20 to 60 recommended). */
  duration?: number
  fade?: boolean
  loop?: boolean
  /** Shows previous/next buttons (keyboard arrows work either way). */
  arrows?: boolean
  dots?: boolean
  className?: string
  slideClassName?: string
  /** Light controls over dark slides, dark controls over light ones. */
  tone?: 'light' | 'dark'
}

/**
 * Embla carousel with the behaviour every slider of the site shares: swipe and drag, left/right
 * arrow keys when focused, autoplay that pauses while hovered or focused, and none of it moving
 * on its own for people who asked for reduced motion. Hidden slides of a fading carousel are
 * inert, so the keyboard never lands on a button nobody can see. Embla itself arrives only as the
 * carousel nears the screen or the visitor reaches for it (useLazyEmbla); until then the server's
 * markup stands as it is, and a press on a control is carried out once Embla is there.
 */
export function Carousel({
  label,
  children,
  autoplayDelay,
  duration = 25,
  fade = false,
  loop = false,
  arrows = true,
  dots = false,
  className,
  slideClassName = 'min-w-0 shrink-0 grow-0 basis-full',
  tone = 'light',
}: CarouselProps) {
  const slides = Children.toArray(children)
  const [autoplay, setAutoplay] = useState(false)
  useEffect(() => setAutoplay(Boolean(autoplayDelay) && !prefersReducedMotion()), [autoplayDelay])
  const options = useMemo(() => ({ loop, duration, align: 'start' as const }), [loop, duration])
  // Pausing on hover and focus is handled below for the whole region (arrows and dots included):
  // the plugin's own options only watch the viewport and slides focused with Tab.
  const autoplayOptions = useMemo(
    () => (autoplay ? { delay: autoplayDelay, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false } : undefined),
    [autoplay, autoplayDelay],
  )
  const { viewportRef, api, load } = useLazyEmbla(options, fade, autoplayOptions)
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    onSelect()
    api.on('select', onSelect).on('reInit', onSelect)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect)
    }
  }, [api])

  // Autoplay pauses while the pointer is over the carousel or focus is inside it (WCAG 2.2.2).
  const hovered = useRef(false)
  const focused = useRef(false)
  const resume = useCallback(() => {
    const plugin = api?.plugins().autoplay
    if (!plugin) return
    if (hovered.current || focused.current) plugin.stop()
    else plugin.play()
  }, [api])
  const pauseIfHeld = useCallback(() => {
    if (hovered.current || focused.current) api?.plugins().autoplay?.stop()
  }, [api])
  useEffect(() => {
    if (!api) return
    // Embla can arrive while the carousel is already held (the focus that fetched it, say), and
    // the plugin starts on arrival; a drag restarts its timer on release, a re-initialisation afresh.
    pauseIfHeld()
    api.on('pointerUp', pauseIfHeld).on('reInit', pauseIfHeld)
    return () => {
      api.off('pointerUp', pauseIfHeld).off('reInit', pauseIfHeld)
    }
  }, [api, pauseIfHeld])
  const onMouseEnter = () => {
    hovered.current = true
    resume()
  }
  const onMouseLeave = () => {
    hovered.current = false
    resume()
  }
  const onFocus = () => {
    load()
    if (focused.current) return
    focused.current = true
    resume()
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    focused.current = false
    resume()
  }

  // A press before Embla has arrived fetches it and is carried out then, instead of being lost.
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null)
  const run = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) return action(api)
      pending.current = action
      load()
    },
    [api, load],
  )
  useEffect(() => {
    if (!api || !pending.current) return
    pending.current(api)
    pending.current = null
  }, [api])

  const prev = useCallback(() => run((embla) => embla.scrollPrev()), [run])
  const next = useCallback(() => run((embla) => embla.scrollNext()), [run])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      prev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    }
  }

  const buttonTone = tone === 'light' ? 'border-white/70 bg-black/30 text-white hover:bg-black/50' : 'border-ink/40 bg-white/80 text-ink hover:bg-white'
  const multiple = slides.length > 1
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className ?? ''}`}
      data-carousel
      data-selected={selected}
      data-carousel-ready={api ? true : undefined}
      onPointerDown={load}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="overflow-hidden" tabIndex={multiple ? 0 : undefined} onKeyDown={onKeyDown}>
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={slideClassName}
              inert={fade && index !== selected ? true : undefined}
              data-slide-selected={index === selected || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {multiple && arrows ? (
        <div className="pointer-events-none absolute inset-x-0 top-1/2 flex -translate-y-1/2 justify-between px-3">
          <button type="button" onClick={prev} aria-label="Previous slide" className={`pointer-events-auto grid size-11 place-items-center rounded-full border ${buttonTone}`}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" onClick={next} aria-label="Next slide" className={`pointer-events-auto grid size-11 place-items-center rounded-full border ${buttonTone}`}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      {multiple && dots ? (
        <div className="mt-4 flex justify-center gap-1">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => run((embla) => embla.scrollTo(index))}
              className="grid size-11 place-items-center"
            >
              <span aria-hidden="true" className={`block size-2 rounded-full ${index === selected ? 'bg-current' : 'bg-current/30'}`} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}
