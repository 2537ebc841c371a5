import { OfficeNotFound } from '@/features/offices/components/OfficeNotFound'
import { OFFICE_DETAIL_PATH } from '@/features/offices/detail-path'
import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'

/** An unknown office: 404, with the office page's own words and the way back to the search (spec 000: "No office data found."). */
export default async function OfficeNotFoundPage() {
  const shell = await getShellData()
  return (
    <SiteShell shell={shell} path={OFFICE_DETAIL_PATH}>
      <OfficeNotFound />
    </SiteShell>
  )
}
