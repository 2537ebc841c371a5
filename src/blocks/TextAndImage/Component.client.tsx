'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = { src: string; type?: string; title: string; children: ReactNode }

/**
 * A still picture with a play button over it; pressing play swaps in the video, playing with its
 * own controls, and moves focus to it. Nothing plays until the visitor asks.
 */
export function InlineVideo({ src, type, title, children }: Props) {
  const [playing, setPlaying] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    if (playing) video.current?.focus()
  }, [playing])

  if (playing) {
    return (
      <video ref={video} controls autoPlay playsInline aria-label={title} className="absolute inset-0 h-full w-full bg-ink object-cover">
        <source src={src} type={type} />
      </video>
    )
  }
  return (
    <>
      {children}
      <button
        type="button"
        onClick={() => setPlaying(true)}
        aria-label={`Play video: ${title}`}
        className="group absolute inset-0 grid place-items-center"
      >
        <span
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-full border border-white bg-black/55 text-2xl text-white transition-colors group-hover:bg-black/75"
        >
          ▶︎
        </span>
      </button>
    </>
  )
}
