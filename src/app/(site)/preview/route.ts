import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { isContentStaff } from '@/lib/access'
import { normalizePath } from '@/lib/paths/normalize'
import { sameOriginPath } from '@/lib/paths/same-origin'
import { getPayloadClient } from '@/model/payload-client'

/**
 * The back office's Preview button: staff signed in to /admin see the latest draft of a page on
 * the site itself. Anyone else is told to sign in; draft mode is never switched on for them.
 */
export async function GET(request: NextRequest) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || !isContentStaff({ user } as Parameters<typeof isContentStaff>[0])) {
    return new NextResponse('Previewing drafts needs a back-office sign-in: sign in at /admin, then press Preview again.', {
      status: 401,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const path = sameOriginPath(normalizePath(request.nextUrl.searchParams.get('path')))
  ;(await draftMode()).enable()
  return NextResponse.redirect(new URL(path, request.url), 307)
}
