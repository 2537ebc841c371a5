import type { Metadata } from 'next'

import { NotFoundScreen } from './(site)/_page/not-found-screen'
import { SiteDocument } from './(site)/_page/site-document'

// Next serves /404 (and URLs no route matches) from here, outside every layout.
export const metadata: Metadata = { title: '404 Not found' }

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundScreen />
    </SiteDocument>
  )
}
