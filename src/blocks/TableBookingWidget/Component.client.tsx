'use client'

import { useEffect, useRef, useState } from 'react'

import { phoneText, telHref } from '@/lib/ui/contact'

import { openTableScriptUrl, openTableTheme } from './opentable'

type Status = 'loading' | 'ready' | 'failed'

const FRAME_TITLE = 'Book a table with OpenTable'

/** OpenTable's iframe comes without a title; name it so screen readers can announce it. */
function nameFrames(container: HTMLElement) {
  container.querySelectorAll('iframe:not([title])').forEach((frame) => frame.setAttribute('title', FRAME_TITLE))
}

/**
 * Injects OpenTable's loader into its own container after mount (the loader puts the widget beside
 * its script tag). The theme is chosen once, from the window width at that moment.
 * Remounted (by key) when the restaurant changes, so one mount injects one script.
 */
export function OpenTableWidget({ restaurantId, phoneNumber }: { restaurantId: string; phoneNumber?: string }) {
  const container = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('loading')

  useEffect(() => {
    const el = container.current
    if (!el) return
    const observer = new MutationObserver(() => nameFrames(el))
    observer.observe(el, { childList: true, subtree: true })
    // A second run of this effect (React's development double-invoke) must not inject it again.
    if (!el.querySelector('script[data-opentable]')) {
      const script = document.createElement('script')
      script.src = openTableScriptUrl(restaurantId, openTableTheme(window.innerWidth))
      script.async = true
      script.dataset.opentable = restaurantId
      script.addEventListener('load', () => setStatus('ready'))
      script.addEventListener('error', () => setStatus('failed'))
      el.appendChild(script)
    }
    nameFrames(el)
    return () => observer.disconnect()
  }, [restaurantId])

  const phone = phoneNumber ? (
    <a href={telHref(phoneNumber)} className="btn btn-dark mt-4">
      {phoneText('Book by phone:')}
      <wbr />
      {`\u00a0${phoneText(phoneNumber)}`}
    </a>
  ) : null

  return (
    // Room for the widget (about 300 px tall standard, 150 px wide) so the page barely moves when it appears.
    <div className="min-h-72 xl:min-h-40">
      <div ref={container} className="flex justify-center" data-opentable-widget="" />
      {status === 'ready' ? null : (
        <div className="text-center">
          <p role="status">
            {status === 'loading' ? 'Loading table booking…' : 'Online table booking is not available right now. Please try again later.'}
          </p>
          {phone}
        </div>
      )}
    </div>
  )
}
