import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'

import { E2E_DIST_DIR } from '../e2e/app-env'
import { prepareApp } from '../e2e/prepare-app'

const root = path.resolve(import.meta.dirname, '../..')

/** The end-to-end build the instances run: `npm test` has made it; run alone, this makes it (a few minutes). */
export default function setup() {
  if (process.env.CLUSTER_DIST_DIR || existsSync(path.join(root, E2E_DIST_DIR, 'BUILD_ID'))) return
  const dataDir = mkdtempSync(path.join(root, '.tmp-e2e-'))
  prepareApp(dataDir)
  rmSync(dataDir, { recursive: true, force: true })
}
