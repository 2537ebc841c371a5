import { revalidateTag } from 'next/cache'

import { SITE_ORIGIN_TAG } from '@/lib/seo/site-origin'

export const dynamic = 'force-dynamic'

const DONE = Symbol.for('clubhouse.started')
const state = globalThis as { [DONE]?: boolean }

/**
 * POST /internal/started: what the server does once as it starts, before it lets visitors in
 * (scripts/server.mjs). The pre-built pages hold the origin of the process that built them: their
 * tag is expired, so each is rendered again on its next request with this process's SERVER_URL
 * (docs/decisions/055). Once per process: a later call, from anyone, changes nothing.
 */
export function POST(): Response {
  if (!state[DONE]) {
    revalidateTag(SITE_ORIGIN_TAG, { expire: 0 })
    state[DONE] = true
  }
  return new Response(null, { status: 204 })
}
