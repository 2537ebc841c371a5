import { readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The model imports no feature and no route (eslint.config.mjs, the layers). Lint checks each import
 * on its own, so the model can still reach a feature through a layer it may import: the Pages
 * collection imports the block configs, and a block config may import a feature (issue 31). This
 * walks everything payload.config.ts loads, type imports and `import()` included, as TypeScript
 * resolves them ('@/...' too), and names the chain to any feature or route it reaches.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const SRC = path.join(ROOT, 'src')
const FORBIDDEN = ['features', 'app'].map((dir) => path.join(SRC, dir) + path.sep)

const tsconfig = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile)
const { options } = ts.parseJsonConfigFileContent(tsconfig.config, ts.sys, ROOT)

/** The project files `file` imports; packages and anything outside src/ end the walk there. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles
    .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
    .filter((m): m is ts.ResolvedModuleFull => m !== undefined && !m.isExternalLibraryImport)
    .map((m) => path.resolve(m.resolvedFileName))
    .filter((resolved) => resolved.startsWith(SRC + path.sep))
}

const forbidden = (file: string) => FORBIDDEN.some((dir) => file.startsWith(dir))

/**
 * Walks everything `entry` loads, breadth first (each file's chain is its shortest), stopping at a
 * feature or route: every import of one is reported, with the chain that led to the importer.
 */
function walk(entry: string): { reached: Set<string>; crossings: string[][] } {
  const chains = new Map([[entry, [entry]]])
  const crossings: string[][] = []
  const queue = [entry]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of importsOf(file)) {
      if (forbidden(next)) crossings.push([...chains.get(file)!, next])
      else if (!chains.has(next)) {
        chains.set(next, [...chains.get(file)!, next])
        queue.push(next)
      }
    }
  }
  return { reached: new Set(chains.keys()), crossings }
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/')

describe("payload.config.ts's import closure", () => {
  const { reached, crossings } = walk(path.join(SRC, 'payload.config.ts'))

  it('walks the model: collections, globals, block configs', () => {
    const files = [...reached].map(relative)
    expect(files).toContain('src/collections/index.ts')
    expect(files).toContain('src/collections/Pages.ts')
    expect(files).toContain('src/blocks/configs.ts')
  })

  it('reaches no feature and no route', () => {
    const chains = crossings.map((chain) => chain.map(relative).join(' -> '))
    expect(chains, 'import chains from payload.config.ts into src/features or src/app').toEqual([])
  })
})
