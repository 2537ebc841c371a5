/**
 * URLSearchParams → plain object with repeated keys as arrays, for zod. The office search runs it
 * in the browser, so it imports nothing (the endpoint that parses the result is ./read-endpoint.ts).
 */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    out[key] = all.length > 1 ? all : all[0]!
  }
  return out
}
