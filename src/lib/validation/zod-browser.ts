import { z } from 'zod'

/**
 * Zod compiles fast object parsers with `new Function`, after probing whether eval is allowed. The
 * site's script policy has no 'unsafe-eval', so in the browser the probe is refused and reported as
 * a policy violation (docs/decisions/011). Browsers parse without it; the server keeps the fast path.
 * Imported first by every module that builds a schema the browser uses, before any z.object().
 */
if (typeof window !== 'undefined') z.config({ jitless: true })
