/**
 * Seeds a fresh data directory (E2E_DATA_DIR) and builds the site into .next-e2e, as `npm start`
 * would before serving: `npm test` times this as its build phase, then the end-to-end global setup
 * starts the app on both without building again.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { pathWithProjectBin } from '../../scripts/node-version.mjs'
import { E2E_APP_ENV, E2E_DIST_DIR } from './app-env'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = process.env.E2E_DATA_DIR
if (!dataDir) throw new Error('E2E_DATA_DIR: the data directory to prepare')
// A fresh database needs a fresh build (the pre-built pages hold its content); Next's build cache
// in the same folder stays for the next run to reuse.
rmSync(path.join(root, E2E_DIST_DIR, 'BUILD_ID'), { force: true })
rmSync(dataDir, { recursive: true, force: true })
const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts', '--prepare-only'], {
  cwd: root,
  env: { ...process.env, PATH: pathWithProjectBin(root), ...E2E_APP_ENV, DATA_DIR: dataDir, NEXT_DIST_DIR: E2E_DIST_DIR },
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
