import '../globals.css'

import type { ReactNode } from 'react'

import { HydrationMark } from '@/lib/ui/HydrationMark.client'
import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'

/** The public site's html and body, shared by its layout and the global not-found page. */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>
        <ModalProvider>{children}</ModalProvider>
        <HydrationMark />
      </body>
    </html>
  )
}
