import { describe, expect, it } from 'vitest'

import { pages } from './content'
import { pageBlocks } from './page-blocks'
import { STYLEGUIDE_PATH, styleguideLayout } from './styleguide'

/** Routes the app serves besides the seeded CMS pages. */
const APP_ROUTES = ['/', '/preview', '/admin']

/** Every site path (starting with a single /) found in a value whose key names a link. */
function internalLinks(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /link|href|path|url/i.test(key) && /^\/(?!\/)/.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((v) => internalLinks(v, key))
  if (typeof value === 'object' && value !== null && !('root' in value)) {
    return Object.entries(value).flatMap(([k, v]) => internalLinks(v, k))
  }
  return []
}

describe('seeded content', () => {
  it('links only to pages that exist, so nobody following an example lands on a 404', () => {
    const known = new Set([...pages.map((p) => p.path), STYLEGUIDE_PATH, ...APP_ROUTES])
    const links = [...internalLinks(styleguideLayout()), ...internalLinks(pages), ...internalLinks(pageBlocks(new Date()))]
    expect(links.length).toBeGreaterThan(20)
    const broken = links.map((l) => l.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1')).filter((l) => !known.has(l))
    expect([...new Set(broken)]).toEqual([])
  })

  it('adds modules only to pages the seed creates, and only modules that are registered', async () => {
    const { blockRegistry } = await import('@/blocks/registry')
    const slugs = new Set(blockRegistry.map((b) => b.config.slug))
    const paths = new Set(pages.map((p) => p.path))
    for (const [path, blocks] of Object.entries(pageBlocks(new Date()))) {
      expect(paths, path).toContain(path)
      for (const block of blocks) expect(slugs, `${path}: ${block.blockType}`).toContain(block.blockType)
    }
  })
})
