import { organisationJsonLd } from '@/features/shell/organisation-jsonld'
import { getShellData } from '@/features/shell/queries.server'
import { jsonLdText } from '@/lib/html/json-ld'
import { siteOrigin } from '@/lib/seo/site-origin'

import { CmsPage, cmsMetadata } from './_page/cms-page'

// Pre-built: generated once, then regenerated when staff publish a change to it or to the shell.
export const dynamic = 'force-static'

export const generateMetadata = () => cmsMetadata(null)

/** The home page, with schema.org data for the company and its clubs. */
export default async function HomePage() {
  const [shell, serverUrl] = await Promise.all([getShellData(), siteOrigin()])
  const jsonLd = jsonLdText(organisationJsonLd(shell, serverUrl))
  return <CmsPage path={null} lead={<script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />} />
}
