import 'server-only'

import { clientIp } from '@/lib/http/client-ip'
import { readJson } from '@/lib/http/json-endpoint'
import { getEnv } from '@/lib/env'
import { bearerOf, memberForAccess, type MemberView } from '@/model/member-identity'
import { pictureReply, readProfilePicture } from '@/model/profile-picture-file'

import { forgotPassword, refreshTokens, signIn, signOut, type AccountFailure, type SignedIn } from './accounts/sessions.server'
import { directoryPage, directoryPhotoOf } from './directory.server'
import { ACCOUNT_MESSAGES } from './schema'

/**
 * The session calls of spec 001 section 7 (customer relationship service), as our own API:
 * POST /v1/api/Auth/token, PUT /v1/api/Auth/refreshtoken, GET /v1/api/Auth/getuser, with the
 * spec's shapes; and what a native client also needs: sign out, a forgotten password, and the
 * member's photo. expiresIn is in milliseconds (the spec's expiry rule, now + expiresIn - 100000,
 * only makes sense in milliseconds; decision 024). Nothing here is cached anywhere.
 */
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' }
const reply = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

export const AVATAR_PATH = '/v1/api/Auth/avatar'

function failure(f: AccountFailure): Response {
  const headers: Record<string, string> = {}
  if (f.retryAfterSeconds) headers['Retry-After'] = String(f.retryAfterSeconds)
  if (f.status === 503) headers['Retry-After'] = '5'
  if (f.status === 401) headers['WWW-Authenticate'] = 'Bearer'
  return reply({ message: f.message, ...(f.errors ? { errors: f.errors } : {}) }, f.status, headers)
}

const tokens = (done: SignedIn) => reply(done.tokens)


/** POST /v1/api/Auth/token {userName, password}. */
export async function postToken(request: Request): Promise<Response> {
  const read = await readJson(request)
  if (!read.ok) return read.response
  const body = (read.body ?? {}) as { userName?: unknown; password?: unknown }
  const done = await signIn(body.userName, body.password, clientIp(request.headers))
  return done.ok ? tokens(done) : failure(done)
}

/** PUT /v1/api/Auth/refreshtoken {refreshToken}. */
export async function putRefreshToken(request: Request): Promise<Response> {
  const read = await readJson(request)
  if (!read.ok) return read.response
  const done = await refreshTokens((read.body as { refreshToken?: unknown } | null)?.refreshToken)
  return done.ok ? tokens(done) : failure(done)
}

/** The member's view for getuser: avatar is null until the member has a photo. */
export async function userView(member: MemberView) {
  const picture = member.photoId ? await readProfilePicture(member.photoId) : null
  return {
    name: `${member.firstName} ${member.lastName}`.trim(),
    email: member.email,
    avatar: picture ? { url: `${getEnv().serverUrl}${AVATAR_PATH}?v=${member.photoId}`, width: picture.width, height: picture.height } : null,
  }
}

const unauthorised = () => failure({ ok: false, status: 401, message: ACCOUNT_MESSAGES.expired })

/** GET /v1/api/Auth/getuser with the bearer access token. */
export async function getUser(request: Request): Promise<Response> {
  const member = await memberForAccess(bearerOf(request))
  return member ? reply(await userView(member)) : unauthorised()
}

/** GET /v1/api/Auth/avatar: the member's own photo (bearer, or the website's cookie). */
export async function getAvatar(request: Request, cookieToken: string | null): Promise<Response> {
  const member = await memberForAccess(bearerOf(request) ?? cookieToken)
  if (!member) return unauthorised()
  const picture = await readProfilePicture(member.photoId)
  return picture ? pictureReply(picture.bytes) : reply({ message: 'You have no photo yet.' }, 404)
}

/** POST /v1/api/Auth/logout {refreshToken?} with the bearer: the sign-in ends everywhere it is used. */
export async function postLogout(request: Request): Promise<Response> {
  const read = request.headers.get('content-length') === '0' || !request.headers.get('content-type') ? null : await readJson(request)
  if (read && !read.ok) return read.response
  const refreshToken = (read?.body as { refreshToken?: unknown } | null)?.refreshToken
  await signOut({ accessToken: bearerOf(request), refreshToken: typeof refreshToken === 'string' ? refreshToken : null })
  return new Response(null, { status: 204, headers: NO_STORE })
}

/** POST /v1/api/Auth/forgotpassword {email}: 202 whether or not the address has an account. */
export async function postForgotPassword(request: Request): Promise<Response> {
  const read = await readJson(request)
  if (!read.ok) return read.response
  const done = await forgotPassword((read.body as { email?: unknown } | null)?.email, clientIp(request.headers))
  return done.ok ? reply({ message: ACCOUNT_MESSAGES.resetSent }, 202) : failure(done)
}

/** GET /v1/api/Member/profile-image (spec 001 section 7, Profile image): the member's own photo as base64 JPEG, with the bearer token. */
export async function getProfileImage(request: Request): Promise<Response> {
  const member = await memberForAccess(bearerOf(request))
  if (!member) return unauthorised()
  const picture = await readProfilePicture(member.photoId)
  return picture ? reply({ encodedImage: picture.bytes.toString('base64') }) : reply({ message: 'You have no photo yet.' }, 404)
}

/** GET /v1/api/members/directory?q=&page=: the listed members, to a signed-in member (bearer, or the website's cookie). */
export async function getDirectory(request: Request, cookieToken: string | null): Promise<Response> {
  const member = await memberForAccess(bearerOf(request) ?? cookieToken)
  if (!member) return unauthorised()
  const params = new URL(request.url).searchParams
  // A page is a whole number from 1 to 1000; anything else reads as the nearest such page (1.5 is page 1).
  const page = Math.min(1000, Math.max(1, Math.floor(Number(params.get('page'))) || 1))
  const found = await directoryPage(params.get('q') ?? '', page, 24)
  return reply({ docs: found.entries, page: found.page, totalPages: found.totalPages, totalDocs: found.total })
}

/** GET /v1/api/members/{id}/photo: a listed member's photo when they show it, to a signed-in member. */
export async function getDirectoryPhoto(request: Request, id: string, cookieToken: string | null): Promise<Response> {
  const member = await memberForAccess(bearerOf(request) ?? cookieToken)
  if (!member) return unauthorised()
  const photoId = /^\d{1,9}$/.test(id) ? await directoryPhotoOf(Number(id)) : null
  const picture = photoId ? await readProfilePicture(photoId) : null
  return picture ? pictureReply(picture.bytes) : reply({ message: 'No photo.' }, 404)
}
