import { cookies } from 'next/headers'

import { TourNextSteps } from '@/features/enquiries/components/TourNextSteps'
import { clubOfCookie, TOUR_CLUB_COOKIE } from '@/features/enquiries/tour-next'

import { CmsPage, cmsMetadata } from '../../../_page/cms-page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const PATH = '/membership/book-a-tour/complete'

// The club chosen on the form arrives in a cookie the tour form set, so every request renders.
export const dynamic = 'force-dynamic'

export const generateMetadata = () => cmsMetadata(PATH)

/**
 * The book-a-tour thank-you page: the text staff write, then the ways on from it (issue 17): the
 * club the visitor chose, what's on and membership.
 */
export default async function TourCompletePage({ searchParams }: Props) {
  const [query, jar] = await Promise.all([searchParams, cookies()])
  return (
    <CmsPage
      path={PATH}
      searchParams={query}
      trail={
        <div className="px-6 pb-16 tab:px-12 xl:pb-24">
          <TourNextSteps club={clubOfCookie(jar.get(TOUR_CLUB_COOKIE)?.value)} className="mx-auto max-w-3xl" />
        </div>
      }
    />
  )
}
