import '../globals.css'

import type { ReactNode } from 'react'

import { CONSENT_SCRIPT } from '@/features/shell/consent-script'
import { getEnv } from '@/lib/env'
import { CHUNK_RECOVERY_SCRIPT } from '@/lib/ui/chunk-recovery'
import { HydrationMark } from '@/lib/ui/HydrationMark.client'
import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'
import { MonitoringBeacon } from '@/lib/ui/monitoring/MonitoringBeacon.client'

import { cormorantGaramond, cormorantGaramondLight, dmSans } from './fonts'

/** The public site's html and body, shared by its layout and the global not-found page. */
export function SiteDocument({ children }: { children: ReactNode }) {
  const env = getEnv()
  return (
    // The consent script sets data-consent on <html> before React hydrates it.
    <html lang="en-GB" className={`${cormorantGaramond.variable} ${cormorantGaramondLight.variable} ${dmSans.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: CHUNK_RECOVERY_SCRIPT }} />
      </head>
      <body>
        <ModalProvider>{children}</ModalProvider>
        <HydrationMark />
        {env.MONITORING_PROVIDER === 'off' ? null : <MonitoringBeacon sampleRate={env.MONITORING_SAMPLE_RATE} />}
      </body>
    </html>
  )
}
