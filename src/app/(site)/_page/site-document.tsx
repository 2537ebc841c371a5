import '../globals.css'

import type { ReactNode } from 'react'

import { CONSENT_SCRIPT } from '@/features/shell/consent-script'
import { HydrationMark } from '@/lib/ui/HydrationMark.client'
import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'

/** The public site's html and body, shared by its layout and the global not-found page. */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    // The consent script sets data-consent on <html> before React hydrates it.
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
      </head>
      <body>
        <ModalProvider>{children}</ModalProvider>
        <HydrationMark />
      </body>
    </html>
  )
}
