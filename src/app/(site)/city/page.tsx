import { CmsPage, cmsMetadata } from '../_page/cms-page'

// Pre-built: generated once, then regenerated when staff publish a change to it or to the shell.
export const dynamic = 'force-static'

export const generateMetadata = () => cmsMetadata('/city')

export default function Page() {
  return <CmsPage path="/city" />
}
