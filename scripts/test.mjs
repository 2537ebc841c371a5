#!/usr/bin/env node
/**
 * npm test: lint, types, unit tests, integration tests on the embedded PostgreSQL (every suite)
 * and on the PostgreSQL server at 127.0.0.1:5432 or TEST_POSTGRES_URL (the suites whose SQL or
 * locking differs by engine), then the site built once and the end-to-end tests in Debian's
 * Chromium against it, started as `npm start` starts it, then the production topology from the same
 * build (tests/cluster: two instances, worker, nginx, Redis, S3). `npm run test:full` (--full) runs every
 * integration suite on both engines and the fuzzers' long counts.
 *
 * Every run ends with how long each phase took and the slowest test files. The end-to-end phase
 * is skipped (and the run fails) when an earlier phase failed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { pathWithProjectBin, requireSupportedNode } from './node-version.mjs'

requireSupportedNode()
const root = path.resolve(import.meta.dirname, '..')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const full = process.argv.includes('--full')

function ensureChromium() {
  if (existsSync(chromium)) return true
  const isRoot = process.getuid?.() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) {
    console.error(
      `The end-to-end tests need Chromium at ${chromium}.\n` +
        'On Debian, install it with: sudo apt-get install -y chromium\n' +
        'Elsewhere, set CHROMIUM_PATH to a Chromium or Chrome binary.',
    )
    return false
  }
  console.log('Installing Debian\'s chromium for the end-to-end tests...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
    result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
  }
  if (result.status !== 0 || !existsSync(chromium)) {
    console.error('Could not install chromium with apt-get; install it by hand and run npm test again.')
    return false
  }
  return true
}

// What the run keeps for itself: per-file timings, and the seed pictures drawn once per run.
const runDir = path.join(root, '.tmp', 'test-run')
rmSync(runDir, { recursive: true, force: true })
mkdirSync(runDir, { recursive: true })
const timings = path.join(runDir, 'timings.jsonl')
const fuzzSeed = process.env.FUZZ_SEED || String(randomInt(2 ** 31))
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PATH: pathWithProjectBin(root),
  TEST_TIMINGS_FILE: timings,
  SEED_PICTURE_CACHE: path.join(runDir, 'seed-pictures'),
  FUZZ_SEED: fuzzSeed,
  FUZZ_RUNS: process.env.FUZZ_RUNS || (full ? '10000' : '1000'),
  ...(full ? { TEST_MATRIX: 'full' } : {}),
}
console.log(`Fuzz and property tests: ${env.FUZZ_RUNS} runs each, seed ${fuzzSeed} (FUZZ_SEED=${fuzzSeed} replays them)`)

/** @type {{ name: string, seconds: number, result: 'passed' | 'failed' | 'skipped' }[]} */
const phases = []
if (process.env.CI_INSTALL_SECONDS) phases.push({ name: 'install (npm ci, by .ci/run)', seconds: Number(process.env.CI_INSTALL_SECONDS), result: 'passed' })

function phase(name, command, args, extraEnv = {}) {
  console.log(`\n=== ${name}: ${[path.basename(command), ...args].join(' ')}`)
  const started = Date.now()
  const status = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' }).status ?? 1
  phases.push({ name, seconds: (Date.now() - started) / 1000, result: status === 0 ? 'passed' : 'failed' })
  return status === 0
}

/** Phases that each use one core, run side by side; their output is printed whole, one after the other. */
async function sideBySide(...runs) {
  console.log(`\n=== ${runs.map(([name]) => name).join(' and ')}, side by side`)
  return Promise.all(
    runs.map(([name, command, args]) => {
      const started = Date.now()
      const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
      return new Promise((resolve) => {
        child.on('close', (code) => {
          phases.push({ name, seconds: (Date.now() - started) / 1000, result: code === 0 ? 'passed' : 'failed' })
          console.log(`--- ${name}: ${code === 0 ? 'passed' : 'failed'}${output.trim() ? `\n${output.trimEnd()}` : ''}`)
          resolve(code === 0)
        })
      })
    }),
  )
}
const skip = (name) => phases.push({ name, seconds: 0, result: 'skipped' })
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const reporters = ['--reporter=default', `--reporter=${path.join(root, 'tests/support/timing-reporter.ts')}`]
const vitest = (project) => ['run', '--project', project, ...reporters]

const [lint, types] = await sideBySide(['lint', bin('eslint'), ['.']], ['typecheck', bin('tsc'), ['--noEmit']])
if (!lint) console.error('Lint failed: fix the code (a boundary in eslint.config.mjs is never loosened to pass).')
const unit = phase('unit', bin('vitest'), vitest('unit'))
const embedded = phase('integration: embedded PostgreSQL', bin('vitest'), vitest('integration-embedded'))
const server = phase('integration: PostgreSQL server', bin('vitest'), vitest('integration-postgres'))

let e2e = false
let cluster = false
const earlier = { lint, types, unit, 'integration (embedded)': embedded, 'integration (server)': server }
const failedEarlier = Object.entries(earlier).filter(([, ok]) => !ok).map(([name]) => name)
if (failedEarlier.length > 0) {
  console.error(`\nSkipping the build and the end-to-end tests: ${failedEarlier.join(', ')} failed.`)
  skip('build (for the end-to-end tests)')
  skip('end-to-end')
  skip('cluster (two instances, worker, nginx, Redis, S3)')
} else if (!ensureChromium()) {
  skip('build (for the end-to-end tests)')
  skip('end-to-end')
  skip('cluster (two instances, worker, nginx, Redis, S3)')
} else {
  // The app the end-to-end tests use: seeded and built once here (tests/e2e/global-setup.ts starts
  // it). Types were checked above, so the build skips its own check of the same code.
  const dataDir = path.join(runDir, 'e2e-data')
  // CI builds once on a fresh clone: no later build would read Next's build cache, so it is not written.
  const e2eEnv = { E2E_DATA_DIR: dataDir, NEXT_SKIP_TYPECHECK: '1', NEXT_BUILD_CACHE: process.env.CI ? 'off' : 'on' }
  const built = phase('build (for the end-to-end tests)', bin('tsx'), ['tests/e2e/prepare-app.ts'], e2eEnv)
  if (built) e2e = phase('end-to-end', bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts', ...reporters], e2eEnv)
  else skip('end-to-end')
  // The production topology with processes (tests/cluster, docs/decisions/072), from the same build.
  if (built) cluster = phase('cluster (two instances, worker, nginx, Redis, S3)', bin('vitest'), ['run', '--config', 'vitest.cluster.config.ts', ...reporters])
  else skip('cluster (two instances, worker, nginx, Redis, S3)')
}

printSummary()
const ok = lint && types && unit && embedded && server && e2e && cluster
console.log(ok ? 'All tests passed.' : 'Tests failed.')
process.exit(ok ? 0 : 1)

function printSummary() {
  const total = phases.reduce((sum, p) => sum + p.seconds, 0)
  const width = Math.max(...phases.map((p) => p.name.length), 5)
  // Whole seconds first, so 1319.6 s reads 22:00, not 21:60.
  const time = (s) => `${Math.floor(Math.round(s) / 60)}:${String(Math.round(s) % 60).padStart(2, '0')}`.padStart(6)
  console.log('\nPhase'.padEnd(width + 1) + '    time  result')
  for (const p of phases) console.log(`${p.name.padEnd(width)}  ${time(p.seconds)}  ${p.result}`)
  console.log(`${'total'.padEnd(width)}  ${time(total)}`)

  const files = existsSync(timings)
    ? readFileSync(timings, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
    : []
  const count = files.reduce((sum, f) => sum + f.tests, 0)
  console.log(`\n${files.length} test files, ${count} tests. The 15 slowest files:`)
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 15)) {
    console.log(`${(f.ms / 1000).toFixed(1).padStart(7)} s  ${String(f.tests).padStart(4)} tests  ${f.file}${f.project === 'integration-postgres' ? ' (server)' : ''}`)
  }
}
