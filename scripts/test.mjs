#!/usr/bin/env node
/**
 * npm test: the lint (eslint.config.mjs: the layers' import boundaries and no cycles), then every
 * test there is. Unit and integration tests (Payload on the embedded PostgreSQL, and on the
 * PostgreSQL server at 127.0.0.1:5432 or TEST_POSTGRES_URL when one answers), then the
 * end-to-end tests in Debian's Chromium against the app started as `npm start` starts it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { pathWithProjectBin, requireSupportedNode } from './node-version.mjs'

requireSupportedNode()
const root = path.resolve(import.meta.dirname, '..')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function ensureChromium() {
  if (existsSync(chromium)) return
  const isRoot = process.getuid?.() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) {
    console.error(
      `The end-to-end tests need Chromium at ${chromium}.\n` +
        'On Debian, install it with: sudo apt-get install -y chromium\n' +
        'Elsewhere, set CHROMIUM_PATH to a Chromium or Chrome binary.',
    )
    process.exit(1)
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
    process.exit(1)
  }
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PATH: pathWithProjectBin(root) }
const vitest = path.join(root, 'node_modules', '.bin', 'vitest')
const run = (args) => spawnSync(vitest, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1

const lint = spawnSync(path.join(root, 'node_modules', '.bin', 'eslint'), ['.'], { cwd: root, env, stdio: 'inherit' }).status ?? 1
if (lint !== 0) {
  console.error('Lint failed: fix the code (a boundary in eslint.config.mjs is never loosened to pass).')
  process.exit(1)
}
ensureChromium()
const unitAndIntegration = run(['run'])
const e2e = run(['run', '--config', 'vitest.e2e.config.ts'])
if (unitAndIntegration !== 0 || e2e !== 0) {
  console.error(`Tests failed (unit and integration: ${unitAndIntegration === 0 ? 'passed' : 'failed'}; end-to-end: ${e2e === 0 ? 'passed' : 'failed'})`)
  process.exit(1)
}
console.log('All tests passed.')
