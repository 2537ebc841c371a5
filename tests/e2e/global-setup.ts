import type { TestProject } from 'vitest/node'

import { startFreshApp } from '../../scripts/fresh-app.mjs'

export const ADMIN = { email: 'e2e-admin@clubhouse.test', password: 'e2e-admin-password-1' }
/** An address nothing listens on: the browser's attempt to load it is what the chat tests observe. */
export const CHAT_WIDGET_SRC = 'http://127.0.0.1:9/chat-widget.js'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    admin: { email: string; password: string }
    dataDir: string
  }
}

export default async function setup(project: TestProject) {
  const app = await startFreshApp({
    distDir: '.next-e2e',
    reuseBuild: Boolean(process.env.E2E_REUSE_BUILD),
    // Every test posts from 127.0.0.1: the per-address limit is covered by the integration tests.
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CHAT_WIDGET_SRC, ENQUIRY_RATE_LIMIT: '0' },
  })
  project.provide('baseURL', app.baseURL)
  project.provide('admin', ADMIN)
  project.provide('dataDir', app.dataDir)
  return app.stop
}
