import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { normalizePath } from '@/lib/paths/normalize'
import { sameOriginPath } from '@/lib/paths/same-origin'

/** Leaves draft preview and shows the published page at the same address. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  return NextResponse.redirect(new URL(sameOriginPath(normalizePath(request.nextUrl.searchParams.get('path'))), request.url), 307)
}
