import { randomUUID } from 'node:crypto'

import { startNewMandate } from '@/features/dues/new-mandate.server'
import { getDirectDebitPort } from '@/integrations/direct-debit/port'
import { clientIp } from '@/lib/http/client-ip'
import { guarded } from '@/lib/http/json-endpoint'
import { isClientKey } from '@/lib/submissions/keys'
import { bearerOf, memberForAccess } from '@/model/member-identity'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /v1/api/Member/dues/mandate: a member in arrears starts a new Direct Debit setup
 * (docs/decisions/062) and is sent to the provider's page at `redirectUrl`; the provider brings
 * them back to the website's My membership, and its webhook moves the dues onto the new mandate
 * even if they never come back. Bearer only (a cookie-borne POST would need a CSRF check; the
 * website uses its own form). The Idempotency-Key header makes a retried call start nothing twice.
 */
export function POST(request: Request): Promise<Response> {
  return guarded(async () => {
    const member = await memberForAccess(bearerOf(request))
    if (!member) return Response.json({ message: 'Please log in to set up a Direct Debit.' }, { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } })
    const key = request.headers.get('idempotency-key')?.trim() || null
    if (key !== null && !isClientKey(key)) return Response.json({ message: 'The Idempotency-Key header must be 8 to 200 printable characters.' }, { status: 400, headers: noStore })
    const done = await startNewMandate(await getPayloadClient(), getDirectDebitPort(getPayloadClient), member, key ?? randomUUID(), clientIp(request.headers))
    if (done.ok) return Response.json({ redirectUrl: done.redirectUrl }, { headers: noStore })
    const headers: Record<string, string> = { ...noStore }
    if (done.retryAfterSeconds) headers['Retry-After'] = String(done.retryAfterSeconds)
    return Response.json({ message: done.message }, { status: done.status, headers })
  })
}
