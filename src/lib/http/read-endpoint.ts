import '@/lib/validation/zod-browser'

import { safeParse, type core, type output } from 'zod/mini'

import { controlCharacterParameter, controlCharactersMessage } from '@/lib/validation/control-characters'

import { queryObject } from './query'

/**
 * A public read endpoint: 400 with a message per parameter for a bad query, 503 with a plain
 * message when the database fails (logged), never a 500; answers are not cached by browsers, so
 * staff edits show at once.
 */
export async function readEndpoint<S extends core.$ZodType>(
  url: string,
  schema: S,
  run: (query: output<S>) => Promise<Response | unknown>,
  label: string,
): Promise<Response> {
  const params = new URL(url).searchParams
  // A NUL in a search reached the database, which refused it: 503, and the query in the log.
  const field = controlCharacterParameter(params)
  if (field) return Response.json({ message: controlCharactersMessage(field), errors: { [field]: controlCharactersMessage(field) } }, { status: 400 })
  const parsed = safeParse(schema, queryObject(params))
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'query'] ??= issue.message
    return Response.json({ message: 'Some search parameters are not valid.', errors }, { status: 400 })
  }
  try {
    const body = await run(parsed.data)
    if (body instanceof Response) return body
    return Response.json(body, { headers: { 'Cache-Control': 'no-cache' } })
  } catch (error) {
    console.error(`${label} failed:`, error)
    return Response.json({ message: `${label} is not available right now. Please try again in a moment.` }, { status: 503, headers: { 'Retry-After': '5' } })
  }
}
