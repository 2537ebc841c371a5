import type { TestProject } from 'vitest/node'

import { startFreshApp } from '../../scripts/fresh-app.mjs'
import { ADMIN, E2E_APP_ENV, E2E_DIST_DIR } from './app-env'

export { ADMIN, CHAT_WIDGET_SRC } from './app-env'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    admin: { email: string; password: string }
    dataDir: string
  }
}

/**
 * The app every end-to-end test talks to. `npm test` has seeded E2E_DATA_DIR and built the site
 * already (tests/e2e/prepare-app.ts); run alone, this seeds and builds it first.
 */
export default async function setup(project: TestProject) {
  const prepared = process.env.E2E_DATA_DIR
  const app = await startFreshApp({
    distDir: E2E_DIST_DIR,
    reuseBuild: Boolean(prepared || process.env.E2E_REUSE_BUILD),
    env: E2E_APP_ENV,
    ...(prepared ? { dataDir: prepared } : {}),
  })
  project.provide('baseURL', app.baseURL)
  project.provide('admin', ADMIN)
  project.provide('dataDir', app.dataDir)
  return app.stop
}
