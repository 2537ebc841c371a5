import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { copyDataDir, startFreshApp } from '../../scripts/fresh-app.mjs'
import { ADMIN, E2E_APP_ENV, E2E_DIST_DIR, E2E_WORKERS } from './app-env'
import { personalDataIn } from './personal-data'
import { prepareApp } from './prepare-app'

export { ADMIN, CHAT_WIDGET_SRC } from './app-env'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per worker (tests/e2e/app.ts picks the worker's). */
    apps: { baseURL: string; dataDir: string; distDir: string }[]
    /** The seeded data directory as the build phase left it (stopped), for a test that starts an app of its own. */
    pristineDataDir: string
    admin: { email: string; password: string }
  }
}

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The apps the end-to-end tests talk to, one per worker, started as `npm start` starts the site.
 * `npm test` has seeded E2E_DATA_DIR and built the site already (tests/e2e/prepare-app.ts); run
 * alone, this does it first. The other workers' apps get copies of that data directory (the
 * database stopped, so the copy is whole) and of the build (pages re-generated at run time are
 * written into it, and must come from the app's own database).
 */
export default async function setup(project: TestProject) {
  let dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(root, '.tmp-e2e-'))
    prepareApp(dataDir)
  }
  const copies: string[] = []
  const pristineDataDir = `${dataDir}-pristine`
  copyDataDir(dataDir, pristineDataDir)
  copies.push(pristineDataDir)
  const places = Array.from({ length: E2E_WORKERS }, (_, i) => {
    if (i === 0) return { dataDir: dataDir!, distDir: E2E_DIST_DIR }
    const copy = { dataDir: `${dataDir}-${i + 1}`, distDir: `${E2E_DIST_DIR}-${i + 1}` }
    copyDataDir(dataDir!, copy.dataDir)
    rmSync(path.join(root, copy.distDir), { recursive: true, force: true })
    cpSync(path.join(root, E2E_DIST_DIR), path.join(root, copy.distDir), { recursive: true, filter: (src) => src !== path.join(root, E2E_DIST_DIR, 'cache') })
    copies.push(path.join(root, copy.distDir))
    return copy
  })
  // Each server's output also goes to a file beside its data, read when the run ends.
  const logFiles = places.map((place) => `${place.dataDir}-server.log`)
  for (const file of logFiles) rmSync(file, { force: true })
  const apps = await Promise.all(places.map((place, i) => startFreshApp({ ...place, reuseBuild: true, env: E2E_APP_ENV, logFile: logFiles[i] })))
  project.provide('apps', apps.map(({ baseURL, dataDir }, i) => ({ baseURL, dataDir, distDir: places[i]!.distDir })))
  project.provide('pristineDataDir', pristineDataDir)
  project.provide('admin', ADMIN)
  return async () => {
    await Promise.all(apps.map((app) => app.stop()))
    for (const dir of copies) rmSync(dir, { recursive: true, force: true })
    checkLogsHoldNoPersonalData(logFiles)
  }
}

/**
 * No server log of the run holds the personal data its seed and tests used (issue 32 §5): a failed
 * query's values, a request's body. Fails the run, naming the lines; the logs stay for reading.
 */
function checkLogsHoldNoPersonalData(files: string[]) {
  // The check itself can fail: a planted line is found (its unit tests: src/lib/log/leaks.test.ts).
  const planted = personalDataIn('params: Amelia Hart,ada@example.com').length > 0
  const found = files.flatMap((file) => personalDataIn(readFileSync(file, 'utf8')).map((leak) => `${file}:${leak.line} holds "${leak.value}": ${leak.text.slice(0, 300)}`))
  if (planted && !found.length) return
  // Vitest reports an error thrown here but still exits 0: the exit code says it too.
  process.exitCode = 1
  if (!planted) throw new Error('The personal-data log check finds nothing in a planted line')
  throw new Error(`Personal data in the servers' logs (${found.length} lines):\n${found.slice(0, 20).join('\n')}`)
}
