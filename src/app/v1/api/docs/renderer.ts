import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The API reference's renderer: Scalar's standalone browser bundle (@scalar/api-reference), read
 * from node_modules at run time and served from our own origin (docs/decisions/074). The package is
 * resolved as Node resolves it from the app's root (the server runs there, node_modules beside it),
 * not by the bundler: the bundle is a 5 MB browser script, not code of the server's.
 */
const PACKAGE = '@scalar/api-reference'

/**
 * The bundle's copies of Zod first try `Function('')` to see whether they may compile validators;
 * under a policy without 'unsafe-eval' that try is refused (and reported as a violation) and Zod
 * goes on without. Set before the bundle runs, Zod's own global setting skips the try.
 */
const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });'

type Renderer = { version: string; script: Uint8Array<ArrayBuffer> }
let loaded: Renderer | undefined

export function renderer(): Renderer {
  if (loaded) return loaded
  const require = createRequire(path.join(process.cwd(), 'package.json'))
  // The package's entry is dist/index.js; its exports name no other file, so the browser bundle
  // beside it is found from there.
  const dist = path.dirname(require.resolve(PACKAGE))
  const { version } = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')) as { version: string }
  // Without its source-map comment: the map (20 MB) is not served, and a browser's developer tools
  // would ask for it.
  const source = readFileSync(path.join(dist, 'browser', 'standalone.js'), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')
  loaded = { version, script: new TextEncoder().encode(`${ZOD_WITHOUT_EVAL}\n${source}`) }
  return loaded
}

/** Where the page loads the renderer from: the version in the address, so a new one is fetched anew. */
export const scriptPath = (version: string) => `/v1/api/docs/reference.js?v=${encodeURIComponent(version)}`

/**
 * Scalar's settings: nothing is loaded from another origin (no web fonts from Scalar's CDN, no
 * request proxy, no telemetry, no AI agent, no MCP), and no client that sends requests to the API
 * from the page (it would create real enquiries and leads).
 */
export const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'json',
  theme: 'default',
} as const
