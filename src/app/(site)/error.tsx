'use client'

import { useEffect } from 'react'

import { isChunkLoadError } from '@/lib/ui/chunk-recovery'

/**
 * A page that failed in the browser. A part of it whose code did not arrive hands over to the
 * head script's recovery (reload once, then a message: src/lib/ui/chunk-recovery.ts); anything
 * else says what happened and offers a way on, instead of Next's bare "Application error".
 */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const chunk = isChunkLoadError(error)
  useEffect(() => {
    if (chunk) window.__chunkFailed?.()
    else console.error('Page failed:', error)
  }, [chunk, error])
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-6 py-24 tab:px-12">
      <h1 className="font-display text-3xl tab:text-4xl">Something went wrong</h1>
      <p role="alert">
        {chunk ? 'This page did not finish loading. Please check your connection and reload it.' : "We're sorry. This page could not be shown right now. Please try again."}
      </p>
      <div className="flex flex-wrap gap-4">
        <button type="button" onClick={() => (chunk ? window.location.reload() : reset())} className="btn btn-dark">
          {chunk ? 'RELOAD' : 'TRY AGAIN'}
        </button>
        <a href="/" className="btn btn-outline">
          HOME
        </a>
      </div>
    </main>
  )
}
