import { inject } from 'vitest'

/**
 * The app this test file talks to: each vitest worker (VITEST_POOL_ID, 1 to E2E_WORKERS) has one
 * of its own (tests/e2e/global-setup.ts), so files running side by side never share a database.
 */
export function e2eApp(): { baseURL: string; dataDir: string; distDir: string } {
  const apps = inject('apps')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  const app = apps[(worker - 1) % apps.length]
  if (!app) throw new Error('No end-to-end app was started (tests/e2e/global-setup.ts)')
  return app
}
