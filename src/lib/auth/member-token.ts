import { createHmac } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'

/**
 * Members' access tokens: short-lived JWTs (HS256) naming the member (sub) and the sign-in they
 * belong to (sid, the refresh-token family), so signing out or a stolen refresh token ends them
 * too. The key is derived from the app's secret for this one purpose: a Payload (staff) token is
 * never a member's token, nor the other way round.
 */
export const ACCESS_TOKEN_MS = 15 * 60 * 1000
const ISSUER = 'clubhouse'
const AUDIENCE = 'clubhouse-member'

export type AccessClaims = { memberId: number; family: string }

const keyOf = (secret: string) => new Uint8Array(createHmac('sha256', secret).update('clubhouse member access token v1').digest())

export function signAccessToken(claims: AccessClaims, secret: string, now = Date.now()): Promise<string> {
  return new SignJWT({ sid: claims.family })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.memberId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + ACCESS_TOKEN_MS) / 1000))
    .sign(keyOf(secret))
}

/**
 * The token's claims when it is ours, intact, with an expiry and an issue time, and not older than
 * an access token lives; null otherwise (never throws). Our own key signing a token without `exp`
 * (or with a far one) must not make it a token for ever.
 */
export async function verifyAccessToken(token: string | null | undefined, secret: string, now = Date.now()): Promise<AccessClaims | null> {
  if (!token || token.length > 2048) return null
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, currentDate: new Date(now), requiredClaims: ['exp', 'iat'], maxTokenAge: ACCESS_TOKEN_MS / 1000 })
    const memberId = Number(payload.sub)
    if (!Number.isSafeInteger(memberId) || memberId <= 0 || typeof payload.sid !== 'string') return null
    return { memberId, family: payload.sid }
  } catch {
    return null
  }
}
