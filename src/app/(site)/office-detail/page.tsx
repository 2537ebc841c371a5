import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { cachedOffice } from '@/features/offices/cached.server'
import { OFFICE_DETAIL_PATH, officeSearchRedirect } from '@/features/offices/detail-path'
import { ogImageOf } from '@/lib/seo/open-graph'
import type { Office } from '@/payload-types'

import { CmsPage, cmsMetadata } from '../_page/cms-page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// The office comes from the query, so every request renders; the office itself is cached.
export const dynamic = 'force-dynamic'

const officeIdOf = (query: Record<string, string | string[] | undefined>) => [query.officeId ?? []].flat()[0]?.trim() ?? ''

/** The office the query names; null when there is none; undefined when it cannot be read now (the block says so). */
async function officeOf(query: Record<string, string | string[] | undefined>): Promise<Office | null | undefined> {
  const officeId = officeIdOf(query)
  if (!officeId) return null
  try {
    return await cachedOffice(officeId)
  } catch {
    return undefined
  }
}

/** Each office its own title, description, picture and address, not the template page's. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const office = await officeOf(await searchParams)
  // An unknown office is a 404 (the not-found screen's title, not listed); one that cannot be read now, the template's.
  if (office === null) return cmsMetadata('/404')
  if (!office) return cmsMetadata(OFFICE_DETAIL_PATH)
  return cmsMetadata(OFFICE_DETAIL_PATH, {
    title: office.title,
    description: office.description,
    canonical: `${OFFICE_DETAIL_PATH}?officeId=${encodeURIComponent(office.officeGroupId)}`,
    image: ogImageOf(office.image),
  })
}

/**
 * /office-detail?officeId={reference}: the CMS page whose office detail module shows that office.
 * Without an office the page would be a dead end, so it answers 307 to the office search
 * (redirect() before anything streams); an unknown reference answers 404 with the not-found page,
 * which links to the search.
 */
export default async function OfficeDetailPage({ searchParams }: Props) {
  const query = await searchParams
  const search = officeSearchRedirect(query)
  if (search) redirect(search)
  if ((await officeOf(query)) === null) notFound()
  return <CmsPage path={OFFICE_DETAIL_PATH} searchParams={query} />
}
