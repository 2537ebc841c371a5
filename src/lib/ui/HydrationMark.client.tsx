'use client'

import { useEffect } from 'react'

/**
 * Marks the document once React has committed its first render, so its press handlers are live.
 * Before that a press does nothing; automated checks (and anyone probing a slow device) wait for
 * `html[data-hydrated]` rather than guessing from the network going quiet.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
