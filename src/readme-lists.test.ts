import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { collections } from '@/collections'
import { globals } from '@/globals'

/**
 * The README's lists of features, collections, globals and integrations are the newcomer's map:
 * each is read here against the code (the folders, and the config's own lists), so a new one
 * fails the unit tests until the README names it, and a removed one until the README forgets it.
 */

const root = path.resolve(import.meta.dirname, '..')
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)

/** The names a list gives: the first `code` of each top-level bullet under `### <heading>`, up to the next heading. */
function listed(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => line.trim() === `### ${heading}`)
  if (start < 0) return []
  const names: string[] = []
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6} /.test(line)) break
    const name = /^- `([^`]+)`/.exec(line)?.[1]
    if (name) names.push(name)
  }
  return names
}

const LISTS: { heading: string; what: string; actual: () => string[] }[] = [
  { heading: 'Features', what: 'a folder under src/features/', actual: () => folders('src/features') },
  { heading: 'Collections', what: 'a collection slug in src/collections/index.ts', actual: () => collections.map((c) => c.slug) },
  { heading: 'Globals', what: 'a global slug in src/globals/index.ts', actual: () => globals.map((g) => g.slug) },
  { heading: 'Integrations', what: 'a folder under src/integrations/', actual: () => folders('src/integrations') },
]

describe("the README's lists name exactly what the code has", () => {
  it.each(LISTS.map((list) => [list.heading, list] as const))('### %s', (heading, { what, actual }) => {
    const names = listed(readme, heading)
    const real = actual()
    const missing = real.filter((name) => !names.includes(name))
    const unknown = names.filter((name) => !real.includes(name))
    const twice = names.filter((name, i) => names.indexOf(name) !== i)
    const advice = [
      names.length === 0 ? `README.md has no "### ${heading}" list (lines "- \`name\`: what it is").` : '',
      missing.length ? `Add to README.md under "### ${heading}": ${missing.map((n) => `- \`${n}\`: <what it is>`).join('; ')}.` : '',
      unknown.length ? `Remove from README.md under "### ${heading}" (not ${what}): ${unknown.join(', ')}.` : '',
      twice.length ? `Listed twice under "### ${heading}": ${twice.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ')
    expect({ missing, unknown, twice }, advice).toEqual({ missing: [], unknown: [], twice: [] })
  })
})
