import 'server-only'

import { controlCharacterParameter, controlCharacterPath, controlCharactersMessage } from '@/lib/validation/control-characters'

import { API_ERROR_MESSAGE } from './api-error'

/** How the spec's JSON API routes read a body and fail: one helper for every endpoint. */

export const MAX_BODY_BYTES = 64 * 1024

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response }

/** The body as JSON, or the 415, 413 or 400 answer that says why it cannot be read. */
export async function readJson(request: Request): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    return { ok: false, response: Response.json({ message: 'Send the body as JSON (Content-Type: application/json).' }, { status: 415 }) }
  }
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) return { ok: false, response: tooLarge() }
  let text: string
  try {
    text = await request.text()
  } catch {
    return { ok: false, response: Response.json({ message: 'The request body could not be read.' }, { status: 400 }) }
  }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, response: tooLarge() }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, response: Response.json({ message: 'The request body is not valid JSON.' }, { status: 400 }) }
  }
  // A NUL or other control character in any field: refused here, before it reaches the database.
  const field = controlCharacterPath(body) ?? controlCharacterParameter(new URL(request.url).searchParams)
  if (field) return { ok: false, response: controlCharactersResponse(field) }
  return { ok: true, body }
}

/** The API's 400 for a field holding control characters: the spec's `{ message, errors }` shape. */
export function controlCharactersResponse(field: string): Response {
  const message = controlCharactersMessage(field)
  return Response.json({ message, errors: { [field]: message } }, { status: 400 })
}

const tooLarge = () => Response.json({ message: `The request body is over ${MAX_BODY_BYTES / 1024} kB.` }, { status: 413 })

/** Whatever goes wrong in a handler, the client gets the spec's failure text and a 503, never a 500. */
export async function guarded(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    console.error('API endpoint failed:', error)
    return Response.json({ message: API_ERROR_MESSAGE }, { status: 503, headers: { 'Retry-After': '5' } })
  }
}
