import type { Metadata } from 'next'

import { getPage } from '@/features/pages/queries.server'
import { BOOK_A_TOUR_PATH, MembershipTour, TOUR_FORM_TITLE } from './MembershipTour'
import { TourLoading } from '@/features/membership/components/TourLoading'
import { parseMembership } from '@/features/membership/params'
import { LoadingAfterHydration } from '@/lib/ui/LoadingAfterHydration.client'
import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'
import { canonicalPathOf } from '@/lib/seo/listing'
import { socialMetadata } from '@/lib/seo/open-graph'
import { siteOrigin } from '@/lib/seo/site-origin'

import { cmsMetadata } from '../_page/cms-page'

type Props = { searchParams: Promise<{ membership?: string | string[] }> }

// The query decides the content, so every request renders; the data under it is cached.
export const dynamic = 'force-dynamic'

/** Title and description from the /book-a-tour page staff edit; "Book a tour" if it is gone. */
export async function generateMetadata(): Promise<Metadata> {
  if (await getPage(BOOK_A_TOUR_PATH)) return cmsMetadata(BOOK_A_TOUR_PATH)
  const { settings } = await getShellData()
  const title = `${settings.productName} | ${TOUR_FORM_TITLE}`
  const serverUrl = await siteOrigin()
  // The tour's own page is the one to list (decision 056).
  const canonical = canonicalPathOf(BOOK_A_TOUR_PATH)
  return {
    metadataBase: new URL(serverUrl),
    title,
    description: settings.globalMetaDescription,
    alternates: { canonical },
    ...socialMetadata({ title, description: settings.globalMetaDescription, url: canonical, siteName: settings.productName, serverUrl }),
  }
}

/** Book a tour, query variant: /book-a-tour?membership=Club|Social|Corporate (spec 000 section 2; Social: decision 073). */
export default async function BookATourPage({ searchParams }: Props) {
  const [shell, query] = await Promise.all([getShellData(), searchParams])
  const membership = parseMembership(query.membership)
  const { productName } = shell.settings
  return (
    <SiteShell shell={shell} path={BOOK_A_TOUR_PATH}>
      {/* Keyed by membership, so switching between memberships in the browser shows the spinner until
          the new fee arrives; the first HTML carries the content in place (decision 031). */}
      <LoadingAfterHydration key={membership} fallback={<TourLoading productName={productName} />}>
        <MembershipTour membership={membership} productName={productName} />
      </LoadingAfterHydration>
    </SiteShell>
  )
}
