import fs from 'node:fs'
import path from 'node:path'

/**
 * The packages a route's browser code reaches without a `next/dynamic` boundary: Turbopack puts every
 * client part a route's server code can reach (through `import()` too) into that route's first
 * chunks, so a form schema imported by any block's client part ships on every CMS page
 * (docs/decisions/016). Read from the source, static imports only, as the bundler sees them.
 */
const SRC = path.resolve(import.meta.dirname, '../../src')
const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']

type Module = { imports: string[]; dynamicImports: string[]; client: boolean; server: boolean }
const modules = new Map<string, Module>()

function resolve(from: string, spec: string): string | null {
  const local = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (local === null) return spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/')
  for (const ext of EXTENSIONS) {
    const file = local + ext
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return null
}

function read(file: string): Module {
  const known = modules.get(file)
  if (known) return known
  const text = fs.readFileSync(file, 'utf8')
  const client = /^\s*['"]use client['"]/.test(text)
  const server = /^\s*['"]use server['"]/.test(text)
  const specs = [
    ...[...text.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/gms)].filter((m) => !m[1]).map((m) => m[2]),
    ...[...text.matchAll(/^import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]),
  ]
  const resolveAll = (list: (string | undefined)[]) => list.map((s) => resolve(file, s!)).filter((r): r is string => r !== null)
  const dynamicImports = resolveAll([...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]))
  const module = { imports: resolveAll(specs), dynamicImports, client, server }
  modules.set(file, module)
  return module
}

const isFile = (id: string) => path.isAbsolute(id)

/** Reported among the packages when browser code calls a server action: that code is a form's, which a page without one should not load. */
export const SERVER_ACTIONS = '(server actions)'

/** Each package reached by the browser code of the route made of `entries`, with one import chain to it. */
export function clientPackages(entries: string[]): Map<string, string[]> {
  const boundaries = new Set<string>()
  const seenServer = new Set<string>()
  const walkServer = (file: string) => {
    if (seenServer.has(file)) return
    seenServer.add(file)
    const module = read(file)
    // Server code's own `import()` still lands in the route's graph; in the browser it is a chunk of its own.
    if (module.client) boundaries.add(file)
    else [...module.imports, ...module.dynamicImports].filter(isFile).forEach(walkServer)
  }
  entries.forEach((entry) => walkServer(path.resolve(entry)))

  const found = new Map<string, string[]>()
  const seenClient = new Set<string>()
  const walkClient = (id: string, chain: string[]) => {
    if (seenClient.has(id)) return
    seenClient.add(id)
    if (!isFile(id)) {
      found.set(id, chain.map((f) => path.relative(SRC, f)))
      return
    }
    // A server action is a reference in the browser, not its code: the caller is what weighs.
    if (read(id).server) {
      if (!found.has(SERVER_ACTIONS)) found.set(SERVER_ACTIONS, [...chain, id].map((f) => path.relative(SRC, f)))
      return
    }
    read(id).imports.forEach((next) => walkClient(next, [...chain, id]))
  }
  boundaries.forEach((b) => walkClient(b, []))
  return found
}

/**
 * Every source file the browser may run for the route made of `entries`: its first chunks and the
 * parts they load on demand (`import()` in client code), server actions excepted.
 */
export function browserFiles(entries: string[]): Set<string> {
  const files = new Set<string>()
  const seenServer = new Set<string>()
  const walk = (id: string) => {
    if (!isFile(id) || files.has(id) || read(id).server) return
    files.add(id)
    const module = read(id)
    ;[...module.imports, ...module.dynamicImports].forEach(walk)
  }
  const walkServer = (file: string) => {
    if (seenServer.has(file)) return
    seenServer.add(file)
    if (read(file).client) walk(file)
    else [...read(file).imports, ...read(file).dynamicImports].filter(isFile).forEach(walkServer)
  }
  entries.forEach((entry) => walkServer(path.resolve(entry)))
  return files
}
