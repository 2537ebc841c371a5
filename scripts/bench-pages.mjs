/**
 * The bench's page figures (issue 12, section 5): first-load JavaScript and Lighthouse's mobile
 * performance score per page type, beside a bare Next page built and served in the same run, so
 * the comparison holds however busy the machine is.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { freePort } from './fresh-app.mjs'
import { pathWithProjectBin } from './node-version.mjs'

const root = path.resolve(import.meta.dirname, '..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

/** The scripts a browser fetches to start a page (script tags and preloaded chunks), and their size. */
export async function firstLoadJs(base, pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text()
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
export async function startBareNext() {
  const dir = path.join(root, '.tmp-bare-next')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'app'), { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true, type: 'module' }))
  writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} } }\n`)
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Lighthouse's mobile performance (its default: a mid-range phone on a slow 4G link), median of the runs. */
export async function lighthouseMobile(url) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')])
  const scores = []
  const lcps = []
  let lcpElement = ''
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
      scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100))
      lcps.push(lhr.audits['largest-contentful-paint'].numericValue)
      // Lighthouse 13 names the largest paint's element in its LCP breakdown.
      const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
      lcpElement = node?.selector ?? node?.snippet ?? lcpElement
    } finally {
      await chrome.kill()
    }
  }
  return { score: median(scores), scores, lcpMs: median(lcps), lcpElement }
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
