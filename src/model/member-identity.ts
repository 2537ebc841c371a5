import 'server-only'

import { cookies } from 'next/headers'

import { verifyAccessToken } from '@/lib/auth/member-token'
import { sqlRows } from '@/lib/db/sql'
import { getEnv } from '@/lib/env'
import { resolvePayloadSecret } from '@/lib/secret'
import { readCookie, SESSION_TOKEN_COOKIE } from '@/lib/session/session'

import { getPayloadClient } from './payload-client'

/**
 * Who a request is (issue 15, decision 024): the member an access token names, while the sign-in
 * it belongs to stands and the account is active. Here, below the features, because every
 * members' feature (accounts, tables, the members' area) asks it.
 */
export type MemberView = { id: number; email: string; firstName: string; lastName: string; title: string | null; photoId: number | null }

/** The member an access token names, while its sign-in stands and the account is active; null otherwise. */
export async function memberForAccess(accessToken: string | null | undefined): Promise<MemberView | null> {
  const claims = await verifyAccessToken(accessToken, resolvePayloadSecret(getEnv()))
  if (!claims) return null
  const payload = await getPayloadClient()
  const [row] = await sqlRows<{ id: number; email: string; first_name: string; last_name: string; title: string | null; photo_id: number | null }>(
    payload,
    `SELECT m.id, m.email, m.first_name, m.last_name, m.title, m.photo_id FROM members m
      WHERE m.id = $1 AND m.status = 'Active'
        AND EXISTS (SELECT 1 FROM member_sessions s WHERE s.family = $2 AND s.member_id = m.id)
        AND NOT EXISTS (SELECT 1 FROM member_sessions s WHERE s.family = $2 AND s.revoked_at IS NOT NULL)`,
    [claims.memberId, claims.family],
    'member_for_access',
  )
  return row ? { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, title: row.title, photoId: row.photo_id } : null
}

/** The member the website's session cookie names; null when signed out or when the access token needs renewing. */
export async function currentMember(): Promise<MemberView | null> {
  return memberForAccess((await cookies()).get(SESSION_TOKEN_COOKIE)?.value)
}

/** The bearer token of an API request. */
export const bearerOf = (request: Request) => request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null

/** The website's access cookie on a request (route handlers; the value is URL-encoded by the browser's jar as Next wrote it). */
export const sessionCookieOf = (request: Request): string | null => {
  const raw = readCookie(request.headers.get('cookie') ?? '', SESSION_TOKEN_COOKIE)
  return raw ? decodeURIComponent(raw) : null
}
