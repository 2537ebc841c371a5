'use client'

import { useEffect, useRef, useState, type MouseEvent } from 'react'

export const SHARE_LABEL = 'Share this event'
export const COPIED_TEXT = 'Link copied'

type Props = {
  /** The address to share, absolute or a path of this site. */
  href: string
  title: string
  className?: string
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Shares the event's address with the device's share sheet where there is one, otherwise copies it
 * and says so. When copying is refused too, the address is shown to copy by hand. Without
 * JavaScript it is a plain link to the address.
 */
export function ShareLink({ href, title, className = 'btn btn-outline' }: Props) {
  const [status, setStatus] = useState('')
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const say = (text: string, forMs?: number) => {
    window.clearTimeout(timer.current)
    setStatus(text)
    if (forMs) timer.current = window.setTimeout(() => setStatus(''), forMs)
  }

  const share = async (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault()
    const url = new URL(href, window.location.href).href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (isAbort(error)) return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      say(COPIED_TEXT, 4000)
    } catch {
      say(`Copy this link: ${url}`)
    }
  }

  return (
    <span className="inline-flex flex-col items-start gap-2">
      <a href={href} className={className} onClick={(e) => void share(e)} data-share-link="">
        {SHARE_LABEL}
      </a>
      <span role="status" className="min-h-5 text-sm wrap-anywhere">
        {status}
      </span>
    </span>
  )
}
