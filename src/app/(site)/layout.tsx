import type { ReactNode } from 'react'

import { SiteDocument } from './_page/site-document'

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
