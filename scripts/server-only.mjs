import { register } from 'node:module'

/**
 * Server modules guard against client bundles with `import 'server-only'`, which throws outside
 * React's server build. Scripts are server code: they get the package's empty module instead.
 * Call before importing app code dynamically (static imports are resolved before this runs).
 */
export function allowServerOnly() {
  register(
    `data:text/javascript,${encodeURIComponent(
      `export async function resolve(s, c, next) { return s === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(s, c) }`,
    )}`,
    import.meta.url,
  )
}
