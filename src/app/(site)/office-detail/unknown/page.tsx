import type { Metadata } from 'next'

import { cmsMetadata } from '../../_page/cms-page'
import OfficeNotFoundPage from '../not-found'

// Rendered on request, like the office page it stands in for.
export const dynamic = 'force-dynamic'

/** The not-found screen's title, not listed (as an unknown office's own 404). */
export const generateMetadata = (): Promise<Metadata> => cmsMetadata('/404')

/**
 * An unknown office's 404, as a page of its own: the server sends it, with status 404, in place of
 * the empty document Next answers an office page's notFound() with (src/lib/http/whole-not-found.mjs,
 * docs/decisions/057). Asked for by its own address it answers 404 too.
 */
export default OfficeNotFoundPage
