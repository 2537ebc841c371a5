import { redirect } from 'next/navigation'

import { OFFICE_DETAIL_PATH, officeSearchRedirect } from '@/features/offices/detail-path'

import { CmsPage, cmsMetadata } from '../_page/cms-page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// The office comes from the query, so every request renders; the office itself is cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = () => cmsMetadata(OFFICE_DETAIL_PATH)

/**
 * /office-detail?officeId={reference}: the CMS page whose office detail module shows that office.
 * Without an office the page would be a dead end, so it answers 307 to the office search
 * (redirect() before anything streams); an unknown reference keeps the page, which says
 * "No office data found." and links to the search.
 */
export default async function OfficeDetailPage({ searchParams }: Props) {
  const query = await searchParams
  const search = officeSearchRedirect(query)
  if (search) redirect(search)
  return <CmsPage path={OFFICE_DETAIL_PATH} searchParams={query} />
}
