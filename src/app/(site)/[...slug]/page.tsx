import { CmsPage, cmsMetadata } from '../_page/cms-page'

type Props = { params: Promise<{ slug: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Pages other than the pre-built ones are read from the database on every request.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props) {
  return cmsMetadata((await params).slug.join('/'))
}

export default async function Page({ params, searchParams }: Props) {
  return <CmsPage path={(await params).slug.join('/')} searchParams={await searchParams} />
}
