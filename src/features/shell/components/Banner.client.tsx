'use client'

import Link from 'next/link'
import { type CSSProperties, useEffect, useState, useSyncExternalStore } from 'react'

import { BANNER_FADE_MS, BANNER_ROTATE_MS } from '../constants'
import { bannerHref, type Banner as BannerItem } from '../rules'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeMotion = (change: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}

/**
 * Rotating announcement above the header: a new banner every 3250 ms with 250 ms fades. It holds
 * still while pointed at or focused, and has a pause button (WCAG 2.2.2: anything that moves by
 * itself for over five seconds can be stopped); a visitor who asks for reduced motion starts paused.
 */
export function Banner({ banners }: { banners: BannerItem[] }) {
  const [index, setIndex] = useState(0)
  const [visible, setVisible] = useState(true)
  const reducedMotion = useSyncExternalStore(subscribeMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false)
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null)
  const [held, setHeld] = useState(false)
  const paused = (choice ?? (reducedMotion ? 'paused' : 'playing')) === 'paused'
  const rotating = banners.length > 1 && !paused && !held

  useEffect(() => {
    if (!rotating) return
    let fade: ReturnType<typeof setTimeout> | undefined
    const timer = setInterval(() => {
      setVisible(false)
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % banners.length)
        setVisible(true)
      }, BANNER_FADE_MS)
    }, BANNER_ROTATE_MS)
    return () => {
      clearInterval(timer)
      if (fade) clearTimeout(fade)
      setVisible(true)
    }
  }, [rotating, banners.length])

  const banner = banners[index]
  if (!banner) return null
  const href = bannerHref(banner.bannerLink)
  return (
    <div
      className="relative flex h-8 items-center justify-center bg-blush px-10 text-center text-xs uppercase tracking-wide text-ink tab:tracking-widest"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
      }}
    >
      <div
        data-banner-index={index}
        aria-live={rotating ? 'off' : 'polite'}
        className={`truncate transition-opacity duration-(--banner-fade-ms) ease-in-out ${visible ? 'opacity-100' : 'opacity-0'}`}
        style={{ '--banner-fade-ms': `${BANNER_FADE_MS}ms` } as CSSProperties}
      >
        {href ? (
          <Link href={href} className="underline-offset-4 hover:underline">
            {banner.bannerText}
          </Link>
        ) : (
          banner.bannerText
        )}
      </div>
      {banners.length > 1 ? (
        <button
          type="button"
          onClick={() => setChoice(paused ? 'playing' : 'paused')}
          aria-label={paused ? 'Play announcements' : 'Pause announcements'}
          className="absolute right-1 top-0 grid size-8 place-items-center text-[10px]"
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      ) : null}
    </div>
  )
}
