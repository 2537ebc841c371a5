'use client'

import { useEffect, useRef, useState } from 'react'

import { prefersReducedMotion } from '@/lib/ui/screen'

export type VideoSource = { src: string; type?: string }

/**
 * The splash video: silent, looping, inline. It starts on its own only for visitors who have not
 * asked for reduced motion, and a visible button pauses and plays it. Until it has played, the
 * poster photograph underneath shows through (the video downloads nothing before it plays).
 */
export function SplashVideo({ sources }: { sources: VideoSource[] }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [started, setStarted] = useState(false)

  const play = (video: HTMLVideoElement) => {
    // Browsers only let a video start without a gesture when it is muted; React leaves the attribute out of server markup.
    video.muted = true
    const attempt = video.play() as Promise<void> | undefined
    attempt?.catch(() => setPlaying(false))
  }

  useEffect(() => {
    const video = ref.current
    if (video && !prefersReducedMotion()) play(video)
    // A visitor who turns on reduced motion while here gets the video stopped.
    const query = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null
    const onChange = () => {
      if (query?.matches) ref.current?.pause()
    }
    query?.addEventListener?.('change', onChange)
    return () => query?.removeEventListener?.('change', onChange)
  }, [])

  const toggle = () => {
    const video = ref.current
    if (!video) return
    if (video.paused) play(video)
    else video.pause()
  }

  return (
    <>
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        className={`absolute inset-0 h-full w-full object-cover ${started ? 'opacity-100' : 'opacity-0'}`}
        onPlay={() => setPlaying(true)}
        onPlaying={() => setStarted(true)}
        onPause={() => setPlaying(false)}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute right-4 top-4 z-20 inline-flex min-h-11 items-center gap-2 bg-black/75 px-4 text-xs font-semibold uppercase tracking-widest text-white hover:bg-black tab:right-8 tab:top-8"
      >
        <span aria-hidden="true" className="text-base leading-none">
          {playing ? '❚❚' : '▶'}
        </span>
        {playing ? 'Pause video' : 'Play video'}
      </button>
    </>
  )
}
