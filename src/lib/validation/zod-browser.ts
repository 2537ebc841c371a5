import * as z from 'zod/mini'
import en from 'zod/v4/locales/en.js'

/**
 * Schemas the browser runs are built with zod/mini (decision 033): about 8 kB of script where
 * zod's classic API is 30 kB, because its methods are functions a bundler can leave out. Classic
 * zod sets English messages when it loads; mini does not, so they are set here, the same for the
 * browser and the server.
 *
 * Zod compiles fast object parsers with `new Function`, after probing whether eval is allowed. The
 * site's script policy has no 'unsafe-eval', so in the browser the probe is refused and reported as
 * a policy violation (docs/decisions/011). Browsers parse without it; the server keeps the fast path.
 * Imported first by every module that builds a schema the browser uses, before any z.object().
 */
z.config(en())
if (typeof window !== 'undefined') z.config({ jitless: true })

/** A text field that reads as `value` (by default empty) when the form or the client leaves it out. */
export const textOr = (value = '') => z._default(z.string(), value)

/**
 * A refinement's rule as JSON Schema says it, for the OpenAPI document (issue 36): a check written
 * as a refinement (for its own message) is invisible to `toJSONSchema`; registered here, the
 * document carries the same rule (an enum, a pattern, a bound) beside the type.
 */
export function documentedAs<S extends z.core.$ZodType>(schema: S, jsonSchema: Record<string, unknown>): S {
  z.globalRegistry.add(schema, jsonSchema as never)
  return schema
}
