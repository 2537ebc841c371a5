import path from 'node:path'

import { defineConfig } from 'vitest/config'

import DurationSequencer from './tests/support/duration-sequencer'

const alias = [
  // X.lazy wraps X.client in next/dynamic, a chunk the browser loads on demand (docs/decisions/016).
  // Rendered outside Next, the wrapper would suspend; unit tests render X.client itself, and the
  // end-to-end tests load the real chunks. First: only the first alias that matches applies.
  { find: /^@\/(.+)\.lazy$/, replacement: `${path.resolve(import.meta.dirname, 'src')}/$1.client` },
  { find: /^(\..+)\.lazy$/, replacement: '$1.client' },
  // X.noscript is X.client behind React.lazy, drawn by the server only (docs/decisions/030).
  { find: /^(\..+)\.noscript$/, replacement: '$1.client' },
  { find: '@payload-config', replacement: path.resolve(import.meta.dirname, 'src/payload.config.ts') },
  { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
  // Unit tests render server components directly, outside Next, where this guard would throw.
  { find: 'server-only', replacement: path.resolve(import.meta.dirname, 'tests/support/empty-module.ts') },
]

/**
 * The suites whose SQL or locking differs by engine run on the machine's PostgreSQL as well on
 * every `npm test`; `npm run test:full` (TEST_MATRIX=full) runs every suite on both engines.
 */
const ENGINE_SENSITIVE = ['tables', 'tickets', 'integrity', 'limits', 'search', 'sales', 'privacy', 'rest-fuzz', 'admin-dashboard', 'direct-debit', 'dues']
const postgresSuites =
  process.env.TEST_MATRIX === 'full'
    ? ['tests/integration/**/*.postgres.int.test.ts']
    : ENGINE_SENSITIVE.map((name) => `tests/integration/${name}.postgres.int.test.ts`)

const integration: { environment: 'node'; testTimeout: number; hookTimeout: number; maxWorkers: number; globalSetup: string[]; env: Record<string, string> } = {
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // Each file boots Payload on a database of its own; two at a time fit two cores.
  maxWorkers: 2,
  globalSetup: ['tests/integration/global-setup.ts'],
  // Cheaper member password hashes under test only (src/lib/env.ts refuses this anywhere else).
  env: { MEMBER_PASSWORD_SCRYPT_LOG2N: '14' },
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Longest files first, so no long file starts last (tests/support/duration-sequencer.ts).
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        resolve: { alias },
        // Two at a time, as the integration suites: Vitest's default (cores - 1) is one worker on CI's
        // two cores, and the files spend most of their time importing (106 s -> 68 s measured).
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node', maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration-embedded',
          include: ['tests/integration/**/*.int.test.ts'],
          exclude: ['tests/integration/**/*.postgres.int.test.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: { ...integration, name: 'integration-postgres', include: postgresSuites, sequence: { groupOrder: 2 } },
      },
    ],
  },
})
