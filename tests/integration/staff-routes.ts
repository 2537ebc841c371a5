import type { SanitizedConfig } from 'payload'

type Route = Record<string, ((request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>) | unknown>

/** The staff routes (src/app/(staff)/api, docs/decisions/039), as Next's router finds them. */
const STAFF_ROUTES: { pattern: RegExp; names: string[]; load: () => Promise<Route> }[] = [
  { pattern: /^\/api\/leads\/applications\.csv$/, names: [], load: () => import('@/app/(staff)/api/leads/applications.csv/route') },
  { pattern: /^\/api\/leads\/export\.csv$/, names: [], load: () => import('@/app/(staff)/api/leads/export.csv/route') },
  { pattern: /^\/api\/enquiries\/export\.csv$/, names: [], load: () => import('@/app/(staff)/api/enquiries/export.csv/route') },
  { pattern: /^\/api\/ticket-orders\/export\.csv$/, names: [], load: () => import('@/app/(staff)/api/ticket-orders/export.csv/route') },
  { pattern: /^\/api\/payments\/export\.csv$/, names: [], load: () => import('@/app/(staff)/api/payments/export.csv/route') },
  { pattern: /^\/api\/ticket-requests\/archive\.csv$/, names: [], load: () => import('@/app/(staff)/api/ticket-requests/archive.csv/route') },
  { pattern: /^\/api\/leads\/([^/]+)\/decision$/, names: ['id'], load: () => import('@/app/(staff)/api/leads/[id]/decision/route') },
  { pattern: /^\/api\/ticket-orders\/([^/]+)\/([^/]+)$/, names: ['id', 'action'], load: () => import('@/app/(staff)/api/ticket-orders/[id]/[action]/route') },
  { pattern: /^\/api\/outbox\/([^/]+)\/resend$/, names: ['id'], load: () => import('@/app/(staff)/api/outbox/[id]/resend/route') },
  { pattern: /^\/api\/dues\/([^/]+)\/([^/]+)$/, names: ['id', 'action'], load: () => import('@/app/(staff)/api/dues/[id]/[action]/route') },
  { pattern: /^\/api\/direct-debit-sandbox\/clock$/, names: [], load: () => import('@/app/(staff)/api/direct-debit-sandbox/clock/route') },
]

/**
 * A request to the back office's API as the app answers it: a staff route when one matches (a
 * route that has no handler for the method answers 405, as Next does), otherwise Payload's REST API.
 */
export async function backOfficeApi(config: Promise<SanitizedConfig>, request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  for (const route of STAFF_ROUTES) {
    const match = route.pattern.exec(pathname)
    if (!match) continue
    const handler = (await route.load())[request.method]
    if (typeof handler !== 'function') return new Response(null, { status: 405 })
    const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]))
    return handler(request, { params: Promise.resolve(params) })
  }
  const { handleEndpoints } = await import('payload')
  return handleEndpoints({ config, request })
}
