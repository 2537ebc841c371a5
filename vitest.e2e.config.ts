import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { E2E_WORKERS } from './tests/e2e/app-env'
import DurationSequencer from './tests/support/duration-sequencer'

export default defineConfig({
  // The tests read the block registry (src/blocks) to know what the styleguide must hold.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time, each worker with an app of its own (tests/e2e/app-env.ts).
    maxWorkers: E2E_WORKERS,
    // Each worker a process, whose VITEST_POOL_ID says which app is its own (tests/e2e/app.ts).
    pool: 'forks',
    // Longest files first, so no long file starts last (tests/support/duration-sequencer.ts).
    sequence: { sequencer: DurationSequencer },
  },
})
