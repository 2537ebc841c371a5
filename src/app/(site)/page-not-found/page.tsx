import type { Metadata } from 'next'

import { cmsMetadata } from '../_page/cms-page'
import { NotFoundScreen } from '../_page/not-found-screen'

// Rendered on request, inside the site's layout like the pages it stands in for, so a link on it is
// followed in the browser as on any page (the pre-built /404 has a root layout of its own).
export const dynamic = 'force-dynamic'

/** The not-found screen's title, not listed. */
export const generateMetadata = (): Promise<Metadata> => cmsMetadata('/404')

/**
 * The site's 404 screen as a page of its own: the server sends it, with status 404, in place of the
 * empty document Next answers a page's notFound() with (src/lib/http/whole-not-found.mjs,
 * docs/decisions/057). Asked for by its own address it answers 404 too.
 */
export default NotFoundScreen
