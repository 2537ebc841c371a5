import path from 'node:path'

import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { expect } from 'vitest'

import type { PAGE_TYPES } from '../../scripts/page-journeys.mjs'

import type { useBrowser } from './browser'

/**
 * Issue 17: axe finds nothing on each page type and in each modal, at 390 and 1280 px (WCAG 2.0
 * and 2.1 A and AA, and axe's best practices). Shared by accessibility-pages and
 * accessibility-modals, two files so the end-to-end phase's two workers share the work.
 */
const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
export const WIDTHS = [390, 1280] as const

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
export type Session = NonNullable<(typeof PAGE_TYPES)[number]['session']>

/** The violations axe finds in the page as it is now (or within `include`, a selector). */
async function axe(page: Page, include?: string): Promise<Violation[]> {
  // Once per document: a page checked with several modals open in turn loads axe the first time only.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE })
  return page.evaluate(
    async ({ tags, include }) => {
      const run = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe.run
      const { violations } = await run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }))
    },
    { tags: TAGS, include },
  )
}

/** One line per rule: its id, impact, what it asks, and the selectors of the elements failing it. */
const report = (violations: Violation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`).join('\n  ')

export async function expectNoViolations(page: Page, where: string, include?: string) {
  const violations = await axe(page, include)
  expect(violations, `axe on ${where}:\n  ${report(violations)}`).toEqual([])
}

/**
 * Opens pages at a width with a visitor's cookies (made once by `made`); CSP bypassed so axe's
 * script may be added. Reduced motion snaps the site's fades (globals.css): axe reads colours as
 * they are at that instant, and a rotating banner or an opening modal caught mid-fade is not what
 * anyone reads.
 */
export function axeSessions(browser: ReturnType<typeof useBrowser>) {
  const sessions = new Map<Session, StorageState>()
  async function open(width: number, session: Session | null = null, options: BrowserContextOptions = {}) {
    return browser.newPage({
      viewport: { width, height: 900 },
      bypassCSP: true,
      reducedMotion: 'reduce',
      ...(session ? { storageState: sessions.get(session) } : {}),
      ...options,
    })
  }
  /** Runs a journey in a fresh browser and keeps its cookies as `session`. */
  async function made(session: Session, journey: (page: Page) => Promise<unknown>) {
    const { page, context } = await open(1280)
    await journey(page)
    sessions.set(session, await context.storageState())
    await context.close()
  }
  /** The cookies a session's journey left, as `context.storageState()` gave them. */
  const state = (session: Session) => sessions.get(session)!
  return { open, made, state }
}
