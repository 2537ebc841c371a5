import { sitePolicy } from './csp.mjs'

/**
 * One build, any host (issue 35 §1, docs/decisions/067): the security headers that depend on the
 * environment are set when each answer's headers go out, from the environment of the process
 * serving it, not the one that built it. next.config.mjs's headers() are fixed at build time:
 * - Strict-Transport-Security whenever this process serves an https SERVER_URL in production;
 * - a page's Content-Security-Policy without a nonce (the pre-built pages' policy, written by the
 *   build) is replaced by this process's policy (its SERVER_URL's upgrade-insecure-requests, its
 *   chat widget's origin). A nonce policy was made for this request by src/proxy.ts and stays.
 * @param {Record<string, string | undefined>} env
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function runtimeHeaders(env) {
  const hsts = env.NODE_ENV === 'production' && (env.SERVER_URL ?? '').startsWith('https://') ? 'max-age=63072000; includeSubDomains' : null
  const pagePolicy = sitePolicy({ env })
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const isPage = !path.startsWith('/api/') && !path.startsWith('/v1/api/')
    const writeHead = res.writeHead
    res.writeHead = function (...args) {
      // Headers given to writeHead itself win over setHeader's: they are moved onto the response first.
      const given = args.find((arg, i) => i > 0 && arg && typeof arg === 'object' && !Array.isArray(arg))
      if (given) {
        for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value)
        args = args.filter((arg) => arg !== given)
      }
      if (hsts) res.setHeader('strict-transport-security', hsts)
      const policy = res.getHeader('content-security-policy')
      if (isPage && typeof policy === 'string' && !policy.includes("'nonce-")) res.setHeader('content-security-policy', pagePolicy)
      return writeHead.apply(this, /** @type {never} */ (args))
    }
  }
}
