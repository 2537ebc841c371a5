import path from 'node:path'

import { defineConfig } from 'vitest/config'

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

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file boots Payload on its own database engine; two at a time fit two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
