/**
 * The bench's page figures (issues 12 and 17): first-load JavaScript and Lighthouse's scores per
 * page type, beside a bare Next page built and served in the same run, so the comparison holds
 * however busy the machine is.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { freePort } from './fresh-app.mjs'
import { pathWithProjectBin } from './node-version.mjs'

const root = path.resolve(import.meta.dirname, '..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)

/** The scripts a browser fetches to start a page (script tags and preloaded chunks), and their size. */
export async function firstLoadJs(base, pagePath, headers = {}) {
  const page = await fetch(`${base}${pagePath}`, { headers, redirect: 'manual' })
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}${page.headers.get('location') ? ` (to ${page.headers.get('location')})` : ''}`)
  const html = await page.text()
  const unique = [
    ...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link(?=[^>]*as="script")[^>]*href="([^"]+)"/g)].map((m) => m[1])),
  ]
  let raw = 0
  let gzip = 0
  const chunks = []
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    const size = gzipSync(body, { level: 9 }).length
    raw += body.length
    gzip += size
    chunks.push({ src, gzip: size, text: body.toString('utf8') })
  }
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('')
  return { html: html.length, htmlGzip: gzipSync(html).length, scripts: unique.length, raw, gzip, inline: gzipSync(inline).length, chunks }
}

/** A bare Next app (one static page, no config of ours) built with this project's Next and started. */
export async function startBareNext({ sourceMaps = false } = {}) {
  const dir = path.join(root, '.tmp-bare-next')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'app'), { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true, type: 'module' }))
  writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} }, productionBrowserSourceMaps: ${sourceMaps} }\n`)
  writeFileSync(
    path.join(dir, 'app/layout.jsx'),
    "export const metadata = { title: 'Bare' }\nexport default function RootLayout({ children }) {\n  return (<html lang=\"en\"><body>{children}</body></html>)\n}\n",
  )
  writeFileSync(
    path.join(dir, 'app/page.jsx'),
    'export default function Page() {\n  return (<main><h1>A bare Next page</h1><p>The same Next, built and served in the same run.</p></main>)\n}\n',
  )
  const env = { ...process.env, PATH: pathWithProjectBin(root), NEXT_TELEMETRY_DISABLED: '1' }
  const next = path.join(root, 'node_modules/.bin/next')
  const build = spawnSync(next, ['build'], { cwd: dir, env, stdio: 'ignore' })
  if (build.status !== 0) throw new Error('The bare Next page did not build')
  const port = await freePort()
  const server = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env, stdio: 'ignore', detached: true })
  const baseURL = `http://127.0.0.1:${port}`
  for (let i = 0; i < 60; i++) {
    if (await fetch(baseURL).then((r) => r.ok, () => false)) break
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    baseURL,
    distDir: path.join(dir, '.next'),
    stop: () => {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The audits that cost a category points: scored below 1 and weighing in it (or flagged with savings). */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => {
      const audit = lhr.audits[ref.id]
      return audit && audit.score !== null && audit.score < 1 && (ref.weight > 0 || audit.scoreDisplayMode === 'metricSavings')
    })
    .map((ref) => {
      // What the browser complained of: the id alone does not say what to fix.
      const items = ['errors-in-console', 'inspector-issues'].includes(ref.id) ? (lhr.audits[ref.id].details?.items ?? []) : []
      const said = items.slice(0, 3).map((item) => String(item.description ?? item.issueType ?? '').slice(0, 120)).filter(Boolean)
      return said.length ? `${ref.id} (${said.join(' | ')})` : ref.id
    })
}

const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100)

/**
 * Lighthouse on one page, in one Chromium: mobile performance (its default: a mid-range phone on
 * a slow 4G link), the median of the runs; the first of them also scores accessibility, SEO and
 * best practices (those audits run after the trace, so they do not touch its timings); then one
 * desktop run (the --preset=desktop config). `headers` reach every request (cookies: a session).
 * For each category under 100, the audits that cost it.
 */
export async function lighthouseAll(url, { headers, runs = LIGHTHOUSE_RUNS } = {}) {
  const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
  ])
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', ...(headers ? { extraHeaders: headers } : {}) }
  try {
    // One run first, not counted: a new Chromium's first frame with a picture in it takes about a
    // second longer to reach the screen (its compositor starting), which a phone's running browser
    // does not pay and a bare page of text hardly shows. It also fills the server's image cache,
    // as any earlier visitor would have.
    await lighthouse(url, { ...flags, onlyCategories: ['performance'] })
    const mobile = []
    let others
    for (let i = 0; i < runs; i++) {
      const categories = i === 0 ? ['performance', 'accessibility', 'seo', 'best-practices'] : ['performance']
      const { lhr } = await lighthouse(url, { ...flags, onlyCategories: categories })
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
      if (i === 0) {
        others = Object.fromEntries(['accessibility', 'seo', 'best-practices'].map((c) => [c, { score: score(lhr, c), failing: failingAudits(lhr, c) }]))
      }
      // Lighthouse 13 names the largest paint's element in its LCP breakdown.
      const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
      mobile.push({ score: score(lhr, 'performance'), lcpMs: lhr.audits['largest-contentful-paint'].numericValue, lcpElement: node?.selector ?? node?.snippet ?? '', failing: failingAudits(lhr, 'performance') })
    }
    const middle = [...mobile].sort((a, b) => a.score - b.score)[Math.floor(mobile.length / 2)]
    const { lhr: desktop } = await lighthouse(url, { ...flags, onlyCategories: ['performance'] }, desktopConfig)
    return {
      mobile: { ...middle, scores: mobile.map((m) => m.score), lcpMs: median(mobile.map((m) => m.lcpMs)) },
      desktop: { score: score(desktop, 'performance'), failing: failingAudits(desktop, 'performance') },
      accessibility: others.accessibility,
      seo: others.seo,
      bestPractices: others['best-practices'],
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * What a chunk holds, told by strings each part is known to carry (production chunks name no
 * modules): a rough label for the report, not a measurement.
 */
const MARKERS = [
  ['React DOM', /__reactContainer|react-dom/],
  ['Next runtime', /__next_f|next-router|NEXT_REDIRECT/],
  ['zod', /invalid_type/],
  ['react-hook-form', /shouldUnregister/],
  ['our enquiry forms', /Please enter your first name/],
  ['ticket form', /Choose at least one ticket/],
  ['HubSpot embed', /hsforms/],
  ['table booking widget', /Book a table with OpenTable/],
  ['Embla carousel', /containScroll/],
  ['Radix', /data-radix|DismissableLayer/],
  ['modal system', /modal-side/],
  ['cookie banner', /Cookie notice/],
]

export function chunkContents(text) {
  return MARKERS.filter(([, re]) => re.test(text)).map(([name]) => name)
}
