'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { BANNER_FADE_MS, BANNER_ROTATE_MS } from '../constants'
import { bannerHref, type Banner as BannerItem } from '../rules'

/** Rotating announcement above the header: a new banner every 3250 ms with 250 ms fades. */
export function Banner({ banners }: { banners: BannerItem[] }) {
  const [index, setIndex] = useState(0)
  const [visible, setVisible] = useState(true)

  useEffect(() => {
    if (banners.length < 2) return
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
    }
  }, [banners.length])

  const banner = banners[index]
  if (!banner) return null
  const href = bannerHref(banner.bannerLink)
  return (
    <div className="flex h-8 items-center justify-center bg-blush px-4 text-center text-xs uppercase tracking-wide text-ink tab:tracking-widest">
      <div
        data-banner-index={index}
        aria-live="polite"
        className="truncate transition-opacity ease-in-out"
        style={{ opacity: visible ? 1 : 0, transitionDuration: `${BANNER_FADE_MS}ms` }}
      >
        {href ? (
          <Link href={href} className="underline-offset-4 hover:underline">
            {banner.bannerText}
          </Link>
        ) : (
          banner.bannerText
        )}
      </div>
    </div>
  )
}
