'use client'

import { useEffect, useState } from 'react'

import { captureTracking, type Tracking } from './tracking'

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** The tracking fields for this visit, read once the page is in the browser (the pages are pre-built). */
export function useTracking(): Tracking {
  const [tracking, setTracking] = useState<Tracking>({})
  useEffect(() => {
    setTracking(captureTracking(window.location.search, document.cookie, sessionStore()))
  }, [])
  return tracking
}
