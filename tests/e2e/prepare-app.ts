/**
 * Seeds a fresh data directory and builds the site into .next-e2e, as `npm start` would before
 * serving. `npm test` runs this as its build phase (E2E_DATA_DIR), then the end-to-end global setup
 * starts the apps on it without building again; run alone, the global setup calls it itself.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { pathWithProjectBin } from '../../scripts/node-version.mjs'
import { E2E_APP_ENV, E2E_BUILD_SERVER_URL, E2E_DIST_DIR } from './app-env'

const root = path.resolve(import.meta.dirname, '../..')

export function prepareApp(dataDir: string): void {
  // A fresh database needs a fresh build (the pre-built pages hold its content); Next's build cache
  // in the same folder stays for the next run to reuse.
  rmSync(path.join(root, E2E_DIST_DIR, 'BUILD_ID'), { force: true })
  rmSync(dataDir, { recursive: true, force: true })
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts', '--prepare-only'], {
    cwd: root,
    env: { ...process.env, PATH: pathWithProjectBin(root), ...E2E_APP_ENV, SERVER_URL: E2E_BUILD_SERVER_URL, DATA_DIR: dataDir, NEXT_DIST_DIR: E2E_DIST_DIR },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`Seeding and building the end-to-end app failed (${result.status ?? result.signal})`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR: the data directory to prepare')
  prepareApp(dataDir)
}
