import { readdirSync, existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { blockRegistry } from './registry'

const blocksDir = path.resolve(import.meta.dirname)
const folders = readdirSync(blocksDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)

describe('block registry', () => {
  it('registers every block folder once, by a unique slug', () => {
    const slugs = blockRegistry.map((b) => b.config.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(blockRegistry).toHaveLength(folders.length)
  })

  // Loads every component, and with the forms their server actions and Payload: more than the default 5 s.
  it('has a component for every registered block that says it has one, and no unregistered component', { timeout: 60_000 }, async () => {
    for (const folder of folders) {
      const hasComponent = existsSync(path.join(blocksDir, folder, 'Component.tsx'))
      const exports = Object.values((await import(`./${folder}/config.ts`)) as Record<string, unknown>)
      const config = exports.find((e): e is { slug: string } => typeof e === 'object' && e !== null && typeof (e as { slug?: unknown }).slug === 'string')!
      const entry = blockRegistry.find((b) => b.config.slug === config.slug)
      expect(entry, `${folder} is registered`).toBeDefined()
      expect(Boolean(entry!.load), `${folder}: a Component.tsx exists exactly when the registry loads one`).toBe(hasComponent)
      if (entry!.load) expect(typeof (await entry!.load()).default).toBe('function')
    }
  })

  it('gives every registered module its component', () => {
    expect(blockRegistry.filter((b) => !b.load).map((b) => b.config.slug)).toEqual([])
  })
})
