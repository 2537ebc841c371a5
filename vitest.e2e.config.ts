import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The tests read the block registry (src/blocks) to know what the styleguide must hold.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One app, one browser at a time: two cores.
    fileParallelism: false,
  },
})
