import { organisationJsonLd } from '@/features/shell/organisation-jsonld'
import { getShellData } from '@/features/shell/queries.server'
import { jsonLdText } from '@/lib/html/json-ld'
import { getEnv } from '@/lib/env'

import { CmsPage, cmsMetadata } from './_page/cms-page'

// Pre-built: generated once, then regenerated when staff publish a change to it or to the shell.
export const dynamic = 'force-static'

export const generateMetadata = () => cmsMetadata(null)

/** The home page, with schema.org data for the company and its clubs. */
export default async function HomePage() {
  const jsonLd = jsonLdText(organisationJsonLd(await getShellData(), getEnv().serverUrl))
  return <CmsPage path={null} lead={<script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />} />
}
