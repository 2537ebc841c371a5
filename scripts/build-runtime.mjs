/**
 * npm run build:runtime: compiles the scripts production runs with plain `node`, without tsx or any
 * TypeScript at run time (docs/decisions/071), into dist/scripts/*.mjs:
 *   worker.mjs     the worker (scripts/worker.ts)
 *   seed.mjs       the seed (scripts/seed.ts; `--if-empty` on a first install)
 *   backup.mjs, restore.mjs (scripts/backup.ts, restore.ts; docs/decisions/068)
 *   migrate.mjs    applies this version's migrations and exits (a deploy's one-shot step)
 *   check-env.mjs  checks the environment before a process starts (COMMANDS below)
 * Our own code (scripts/, src/) is bundled; every package stays an import of node_modules, so
 * Payload, sharp, pg and the rest load exactly as they do under tsx. The web server
 * (scripts/server.mjs) is JavaScript already and is not compiled; none of these needs a Next build.
 *
 * What the bundling has to take care of:
 * - the '@/...' and '@payload-config' aliases: esbuild reads tsconfig.json's `paths`;
 * - `import 'server-only'`, which throws outside React's server build: an empty module here, as
 *   scripts/server-only.mjs makes it under tsx;
 * - `import.meta.dirname`, `.filename` and `.url` in src/ (the seed's video, Payload's import-map
 *   and migrations folders): each file keeps its own source location, so dist/ must sit beside
 *   src/ (the image keeps src/seed/assets for the seed's video);
 * - subpaths of packages without an `exports` map (`next/cache`): tsx finds them as require() does,
 *   Node's ESM loader only with the file's extension, which is written out (packageSubpaths);
 * - stylesheets: none of our server code imports one (the packages that do stay external);
 *   any that slipped in is left out rather than failing the build.
 *
 * `--assemble <folder>` then copies into that folder everything the image runs besides
 * node_modules (which comes from `npm ci --omit=dev`): the Next build without its cache, dist/, the
 * web server and the plain-JavaScript files it and next.config.mjs import (every non-test .mjs and
 * .cjs under src/), public/ and the seed's assets. The Dockerfile uses it, so the list is here once
 * and can be checked without Docker (assemble, add node_modules, start with node).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { builtinModules, createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist', 'scripts')

/**
 * Commands of the image that have no script of their own under scripts/: compiled from these
 * few lines (each imports only our modules), so they need no file to keep in step.
 */
const COMMANDS = {
  /** Applies this version's migrations (connecting does, one process at a time under the advisory lock of docs/decisions/064) and exits. */
  migrate: `
import { getPayload } from 'payload'
import config from './src/payload.config'

const started = Date.now()
const payload = await getPayload({ config })
console.log(\`Migrations: every migration of this version is applied (\${((Date.now() - started) / 1000).toFixed(1)} s).\`)
await payload.destroy()
process.exit(0)
`,
  /** Checks the environment as the launcher does before it starts anything: a bad value stops here, named (src/lib/env.ts). */
  'check-env': `
import { EnvError, parseEnv } from './src/lib/env'

try {
  parseEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' })
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  console.error(error.message)
  process.exit(1)
}
`,
}

/** Each file under the project keeps its own location for import.meta.dirname/filename/url. */
const sourceLocations = {
  name: 'source-locations',
  setup(b) {
    b.onLoad({ filter: /\.(m?[jt]sx?)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const { readFile } = await import('node:fs/promises')
      const text = await readFile(args.path, 'utf8')
      if (!text.includes('import.meta.')) return undefined
      const relative = path.relative(root, args.path).split(path.sep).join('/')
      const file = `__clubhouseSource(${JSON.stringify(relative)})`
      const contents = text
        .replaceAll('import.meta.dirname', `__clubhousePath.dirname(${file})`)
        .replaceAll('import.meta.filename', file)
        .replaceAll('import.meta.url', `__clubhouseUrl.pathToFileURL(${file}).href`)
      const ext = path.extname(args.path).slice(1)
      const loader = ['ts', 'mts', 'cts'].includes(ext) ? 'ts' : ext === 'tsx' || ext === 'jsx' ? ext : 'js'
      return { contents, loader, resolveDir: path.dirname(args.path) }
    })
  },
}

/** `server-only` guards server modules against client bundles; these scripts are server code. */
const serverOnly = {
  name: 'server-only',
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }))
    b.onResolve({ filter: /\.(s?css|sass)$/ }, (args) => ({ path: args.path, namespace: 'empty' }))
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }))
  },
}

/**
 * A package without an `exports` map (next, for one) is reached by its files: tsx finds
 * `next/cache` as require() would, Node's ESM loader only as `next/cache.js`. Such subpaths are
 * written out with the file they resolve to; packages with `exports`, and bare names, stay as they are.
 */
const packageSubpaths = {
  name: 'package-subpaths',
  setup(b) {
    const builtins = new Set(builtinModules)
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      // tsconfig.json's aliases are esbuild's to resolve (into our code, bundled).
      if (args.path.startsWith('@/') || args.path === '@payload-config' || args.path.startsWith('node:')) return undefined
      const parts = args.path.split('/')
      const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/')
      const subpath = parts.slice(name.split('/').length).join('/')
      if (!subpath || builtins.has(name)) return undefined
      let dir = args.resolveDir
      let manifest
      for (; ; dir = path.dirname(dir)) {
        const candidate = path.join(dir, 'node_modules', name, 'package.json')
        if (existsSync(candidate)) {
          manifest = candidate
          break
        }
        if (dir === path.dirname(dir)) return undefined
      }
      if (JSON.parse(readFileSync(manifest, 'utf8')).exports) return { path: args.path, external: true }
      const file = createRequire(path.join(args.resolveDir, 'noop.js')).resolve(args.path)
      return { path: `${name}/${path.relative(path.dirname(manifest), file).split(path.sep).join('/')}`, external: true }
    })
  },
}

// Every output file (dist/scripts/<name>.mjs and dist/scripts/chunks/*) finds the project's root,
// the folder that holds dist/, from its own location.
const banner = [
  "import { createRequire as __clubhouseCreateRequire } from 'node:module';",
  "import __clubhousePath from 'node:path';",
  "import __clubhouseUrl from 'node:url';",
  "const __clubhouseHere = __clubhouseUrl.fileURLToPath(import.meta.url);",
  "const __clubhouseRoot = __clubhouseHere.slice(0, __clubhouseHere.lastIndexOf(`${__clubhousePath.sep}dist${__clubhousePath.sep}scripts${__clubhousePath.sep}`));",
  'const __clubhouseSource = (file) => __clubhousePath.join(__clubhouseRoot, file);',
  'const require = __clubhouseCreateRequire(import.meta.url);',
].join('\n')

export async function buildRuntime({ quiet = false } = {}) {
  const started = Date.now()
  rmSync(outdir, { recursive: true, force: true })
  const common = {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // Every package stays a node_modules import; '@/...' is resolved from tsconfig.json first.
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    banner: { js: banner },
    plugins: [serverOnly, packageSubpaths, sourceLocations],
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: quiet ? 'error' : 'warning',
  }
  // The scripts share chunks (Payload's config and the app's modules are most of each).
  await build({
    ...common,
    entryPoints: { worker: 'scripts/worker.ts', seed: 'scripts/seed.ts', backup: 'scripts/backup.ts', restore: 'scripts/restore.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  })
  for (const [name, contents] of Object.entries(COMMANDS)) {
    await build({ ...common, stdin: { contents, resolveDir: root, sourcefile: `${name}.ts`, loader: 'ts' }, outfile: path.join(outdir, `${name}.mjs`) })
  }
  if (!quiet) console.log(`Runtime scripts compiled into ${path.relative(root, outdir)}/ (${((Date.now() - started) / 1000).toFixed(1)} s).`)
}

/** Build output Next writes for itself, not needed to serve: caches (the build database's data among them), traces, types. */
const NOT_SERVED = new Set(['cache', 'trace', 'trace-build', 'types', 'diagnostics'])

/** Copies what the image runs, besides node_modules, into `out` (see the header). */
export function assemble(out) {
  const dist = path.join(root, process.env.NEXT_DIST_DIR || '.next')
  if (!existsSync(path.join(dist, 'BUILD_ID'))) throw new Error(`No Next build in ${dist}: run \`next build\` first.`)
  mkdirSync(out, { recursive: true })
  const copy = (from, to = from, options = {}) => cpSync(path.join(root, from), path.join(out, to), { recursive: true, verbatimSymlinks: true, ...options })
  // The build's own node_modules/ holds relative links into the app's node_modules: kept as links.
  copy(path.relative(root, dist), '.next', { filter: (file) => !NOT_SERVED.has(path.relative(dist, file).split(path.sep)[0]) })
  for (const entry of ['dist', 'public', 'package.json', 'next.config.mjs', 'scripts/server.mjs', 'scripts/coalesce-retries.mjs', 'src/seed/assets']) copy(entry)
  const plainJs = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? plainJs(path.join(dir, d.name)) : /\.(mjs|cjs)$/.test(d.name) && !/\.test\./.test(d.name) ? [path.join(dir, d.name)] : [],
    )
  for (const file of plainJs('src')) copy(file)
  console.log(`Runtime files assembled in ${out}.`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildRuntime()
  const at = process.argv.indexOf('--assemble')
  if (at > 0) {
    if (!process.argv[at + 1]) throw new Error('--assemble needs a folder')
    assemble(path.resolve(process.argv[at + 1]))
  }
}
