'use client'

import Script from 'next/script'
import { usePathname, useSearchParams } from 'next/navigation'

import { chatAllowed } from '../rules'

/** The chat provider's script: only when one is configured, and never on the excluded pages. */
export function ChatWidget({ src }: { src: string }) {
  const pathname = usePathname()
  const query = useSearchParams().toString()
  if (!chatAllowed(`${pathname}${query ? `?${query}` : ''}`)) return null
  return <Script id="chat-widget" src={src} strategy="lazyOnload" data-chat-widget />
}
