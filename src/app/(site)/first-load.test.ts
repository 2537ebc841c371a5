import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { browserFiles, clientPackages, SERVER_ACTIONS } from '../../../tests/support/client-graph'

/**
 * What each route's first chunks may carry (docs/decisions/016, issue 17's budgets): a page without
 * a form of its own loads no form kit and no client for server actions. A form a CMS block shows is
 * a lazy part, so only the pages that render it load it.
 */
const FORM_KIT = ['zod', 'react-hook-form', '@hookform/resolvers', 'tlds', SERVER_ACTIONS]

/** Routes whose own screen is a form or calls a server action: the form kit is their budget (bare page + 60 kB). */
const FORM_ROUTES = [
  'book-a-table',
  'account/forgot-password',
  'account/set-password',
  'application/about-you',
  'application/address',
  'application/payment',
  'application/summary',
  'corporate/about-the-company',
  'corporate/contact-details',
  'corporate/members',
  'corporate/payment',
  'corporate/summary',
  'direct-debit/sandbox/[flowId]',
  'event-tickets/[slug]',
  'payments/sandbox/[sessionId]',
]

const SITE = path.resolve(import.meta.dirname)
const pages = fs
  .readdirSync(SITE, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'page.tsx')
  .map((file) => path.dirname(file).split(path.sep).join('/'))

/** A page's entry files: the page and every layout above it. */
function entriesOf(route: string): string[] {
  const parts = route === '.' ? [] : route.split('/')
  const layouts = parts.map((_, i) => path.join(SITE, ...parts.slice(0, i), 'layout.tsx')).concat(path.join(SITE, route, 'layout.tsx'))
  return [path.join(SITE, route, 'page.tsx'), ...layouts.filter((file) => fs.existsSync(file))]
}

describe('first-load JavaScript of the site routes', () => {
  it('finds the routes, the CMS page and the form routes among them', () => {
    expect(pages).toContain('.')
    expect(pages).toContain('[...slug]')
    for (const route of FORM_ROUTES) expect(pages).toContain(route)
  })

  const contentRoutes = pages.filter((route) => !FORM_ROUTES.includes(route))
  it.each(contentRoutes)('/%s carries no form kit in its first chunks', (route) => {
    const reached = clientPackages(entriesOf(route))
    const heavy = Object.fromEntries(FORM_KIT.filter((pkg) => reached.has(pkg)).map((pkg) => [pkg, reached.get(pkg)]))
    expect(heavy).toEqual({})
  })

  it('sees a form kit where a route does import one (the check can fail)', () => {
    expect(clientPackages(entriesOf('event-tickets/[slug]')).has('zod')).toBe(true)
  })
})

/** Lazy parts that are forms (or call a server action): their pages are form pages. */
const FORM_PARTS = [
  'blocks/ReservationForm',
  'features/application/components/StartForm',
  'features/enquiries/components/EnquiryForm',
  'features/enquiries/components/TourForm',
  'features/enquiries/components/contact/ContactEnquiryForm',
  'features/members/components/LoginForm',
  'features/members/components/ProfileForm',
  'features/tables/components/CancelBookingButton',
]

describe('first-load JavaScript of the lazy parts', () => {
  /*
   * A lazy part the server renders is preloaded by its page, so its chunk is first-load JavaScript
   * there too: the office search on /discover-offices, the event lists on /events. The route check
   * above stops at the part's boundary; this one looks inside the parts that are not forms.
   */
  const SRC = path.resolve(SITE, '../..')
  const lazyFiles = fs
    .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.lazy.tsx'))
    .map((file) => path.join(SRC, file))
  const contentParts = lazyFiles.filter((file) => !FORM_PARTS.some((form) => path.relative(SRC, file).startsWith(form)))

  it('finds the lazy parts, forms and others', () => {
    expect(lazyFiles.length).toBeGreaterThan(FORM_PARTS.length)
    for (const form of FORM_PARTS) expect(lazyFiles.some((file) => path.relative(SRC, file).startsWith(form))).toBe(true)
  })

  it.each(contentParts.map((file) => path.relative(SRC, file)))('%s carries no form kit', (file) => {
    const text = fs.readFileSync(path.join(SRC, file), 'utf8')
    const targets = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => path.resolve(path.dirname(path.join(SRC, file)), m[1]!))
    const reached = clientPackages(targets.map((target) => [target + '.tsx', target + '.ts'].find((f) => fs.existsSync(f))!))
    const heavy = Object.fromEntries(FORM_KIT.filter((pkg) => reached.has(pkg)).map((pkg) => [pkg, reached.get(pkg)]))
    expect(heavy).toEqual({})
  })
})

describe('zod in the browser', () => {
  /*
   * Zod probes `new Function` before its first object parse; the site's CSP has no 'unsafe-eval',
   * so the browser reports a policy violation (Lighthouse's best practices: /login scored 96).
   * src/lib/validation/zod-browser.ts turns the probe off, and must run before any schema is built.
   */
  const browser = new Set(pages.flatMap((route) => [...browserFiles(entriesOf(route))]))
  const source = (file: string) => fs.readFileSync(file, 'utf8')
  const usesZod = [...browser].filter((file) => !file.endsWith('zod-browser.ts') && /^import\s+(?!type\b)[^'"]*from\s+'zod(\/mini)?'/m.test(source(file)))

  it('finds the browser code that builds schemas', () => {
    expect(usesZod.length).toBeGreaterThan(3)
  })

  /*
   * Zod's classic API is 30 kB of script in the browser, zod/mini about 8 (decision 033). One value
   * import of 'zod' in any browser module brings the whole classic API back; types cost nothing.
   */
  it.each([...browser].map((file) => path.relative(SITE, file)))('%s builds its schemas with zod/mini, not classic zod', (file) => {
    const classic = source(path.resolve(SITE, file)).match(/^import\s+(?!type\b)[^'"]*from\s+'zod(\/v4(\/classic)?)?'/m)
    expect(classic?.[0] ?? null).toBeNull()
  })

  it.each(usesZod.map((file) => path.relative(SITE, file)))('%s switches off zod’s eval probe before building a schema', (file) => {
    const text = fs.readFileSync(path.resolve(SITE, file), 'utf8')
    const firstImport = text.match(/^import\s+[^;]*?['"]([^'"]+)['"]/m)?.[1]
    expect(firstImport).toBe('@/lib/validation/zod-browser')
  })
})
