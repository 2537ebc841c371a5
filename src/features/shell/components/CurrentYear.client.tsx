'use client'

import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/** The year as the visitor's clock has it, so a page cached last December still says this year. */
export function CurrentYear({ rendered }: { rendered: number }) {
  return <>{useSyncExternalStore(noop, () => new Date().getFullYear(), () => rendered)}</>
}
