import path from 'node:path'

import { defineConfig } from 'vitest/config'

/**
 * `npm run test:cluster` (and `npm test`'s cluster phase): the topology of tests/cluster/topology.ts
 * from the end-to-end build, which it makes first when there is none (tests/cluster/global-setup.ts).
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'cluster',
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/cluster/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // One topology; its tests share it, in order.
    maxWorkers: 1,
    pool: 'forks',
  },
})
