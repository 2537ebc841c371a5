#!/usr/bin/env node
/**
 * npm run bench: figures, never a pass/fail. For the home page: first-load JavaScript (gzip) and
 * requests per second of the served page next to a plain node:http server sending the same HTML,
 * measured in the same run (these machines are noisy: compare the ratio, not the absolutes).
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { freePort, startFreshApp } from './fresh-app.mjs'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 20

/** The scripts a browser fetches to start a page, and their size. */
async function firstLoadJs(base, path) {
  const html = await (await fetch(`${base}${path}`)).text()
  // Script tags, and the chunks the page preloads for the client parts it renders (lazy blocks).
  const unique = [
    ...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link(?=[^>]*as="script")[^>]*href="([^"]+)"/g)].map((m) => m[1])),
  ]
  let raw = 0
  let gzip = 0
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('')
  return { html: html.length, htmlGzip: gzipSync(html).length, scripts: unique.length, raw, gzip, inline: gzipSync(inline).length }
}

const load = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (err, result) => (err ? reject(err) : resolve(result))),
  )

console.log('Starting the app (fresh embedded database, production build)...')
const app = await startFreshApp({ distDir: '.next-bench', reuseBuild: Boolean(process.env.BENCH_REUSE_BUILD), quiet: true })
const dataDir = app.dataDir
let plain
try {
  const base = app.baseURL
  const html = await (await fetch(`${base}/`)).text()
  const kb = (n) => (n / 1024).toFixed(1)
  const home = await firstLoadJs(base, '/')
  const styleguide = await firstLoadJs(base, '/styleguide')
  const club = await firstLoadJs(base, '/fulham')

  // The plain server runs in a process of its own, like the app, so autocannon competes with neither.
  const plainPort = await freePort()
  const htmlFile = path.join(dataDir, 'home.html')
  writeFileSync(htmlFile, html)
  plain = spawn(process.execPath, ['-e', `
    const html = require('node:fs').readFileSync(${JSON.stringify(htmlFile)})
    require('node:http').createServer((_, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(html) })
      .listen(${plainPort}, '127.0.0.1', () => console.log('ready'))`], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((r) => plain.stdout.once('data', r))

  await load(`${base}/`) // warm-up, discarded
  const appResult = await load(`${base}/`)
  const plainResult = await load(`http://127.0.0.1:${plainPort}/`)

  console.log('\nFirst-load JavaScript, production build on embedded PGlite (gzip -9 of every script the page loads)')
  for (const [name, r] of [['home page (/)', home], ['a club page (/fulham, no slider or tabs)', club], ['styleguide (/styleguide, every module)', styleguide]]) {
    console.log(`  ${name}`)
    console.log(`    HTML ${kb(r.html)} kB (${kb(r.htmlGzip)} kB gzip); ${r.scripts} scripts, ${kb(r.raw)} kB raw, ${kb(r.gzip)} kB gzip (+ ${kb(r.inline)} kB gzip inline)`)
  }
  console.log(`  every module's client parts together add ${kb(styleguide.gzip - club.gzip)} kB gzip to a page without interactive modules`)
  console.log('  budget: styleguide <= 100 kB gzip; a bare Next 16 page ships about 174 kB gzip here (shared/notes/performance.md)')
  console.log(`\nThroughput, autocannon -c ${CONNECTIONS} -d ${DURATION_S}, same machine, same run`)
  const row = (name, r) =>
    console.log(`  ${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`)
  row('Next + Payload (static /)', appResult)
  row('node:http, same HTML', plainResult)
  console.log(`  ratio app / plain: ${(appResult.requests.average / plainResult.requests.average).toFixed(3)}`)
} finally {
  plain?.kill()
  await app.stop()
}
