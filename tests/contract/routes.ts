import createClient from 'openapi-fetch'

import type { paths } from '@/lib/api-client/schema.gen'

/**
 * The API's route handlers, called in-process as Next would call them, and the typed client
 * (openapi-fetch over the types generated from the OpenAPI document) bound to them: integration
 * tests call the API through the document's own types, so a call the document does not describe
 * does not compile.
 */

export type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
const ROUTES = import.meta.glob<Record<string, Handler>>('/src/app/v1/api/**/route.ts')

/** Each route file as a pattern over request paths, fewest parameters first (a fixed segment wins). */
const PATTERNS = Object.keys(ROUTES)
  .map((file) => {
    const route = file.replace(/^\/src\/app/, '').replace(/\/route\.ts$/, '')
    const names = [...route.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!)
    const source = route.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\\?\[(\w+)\\?\]/g, '([^/]+)')
    return { file, names, pattern: new RegExp(`^${source}$`) }
  })
  .sort((a, b) => a.names.length - b.names.length)

/** Each route module once: a dynamic import per request costs more than the call it serves. */
const loaded = new Map<string, Record<string, Handler>>()
const moduleOf = async (file: string) => loaded.get(file) ?? loaded.set(file, await ROUTES[file]!()).get(file)!

/** The handler and path parameters for a method and path, or undefined when no route serves them. */
export async function routeFor(method: string, pathname: string): Promise<{ handler: Handler; params: Record<string, string> } | undefined> {
  for (const { file, names, pattern } of PATTERNS) {
    const match = pattern.exec(pathname)
    if (!match) continue
    const handler = (await moduleOf(file))[method.toUpperCase()]
    if (!handler) return undefined
    return { handler, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) }
  }
  return undefined
}

/** Sends a Request to its route handler; 404 or 405 as Next would answer when there is none. */
export async function dispatch(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const route = await routeFor(request.method, pathname)
  if (!route) return new Response(null, { status: 404 })
  return route.handler(request, { params: Promise.resolve(route.params) })
}

export const BASE_URL = 'https://club.example'

/** The typed client over the route handlers. `headers` go with every call (a client address, say). */
export const apiClient = (headers: Record<string, string> = {}) => createClient<paths>({ baseUrl: BASE_URL, fetch: dispatch, headers })
