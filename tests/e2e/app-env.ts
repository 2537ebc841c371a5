export const ADMIN = { email: 'e2e-admin@clubhouse.test', password: 'e2e-admin-password-1' }
/** An address nothing listens on: the browser's attempt to load it is what the chat tests observe. */
export const CHAT_WIDGET_SRC = 'http://127.0.0.1:9/chat-widget.js'

/** The environment the end-to-end app is seeded, built and started with (one place, so the build and the server agree). */
export const E2E_APP_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  CHAT_WIDGET_SRC,
  // Every test posts from 127.0.0.1: the per-address limit is covered by the integration tests.
  ENQUIRY_RATE_LIMIT: '0',
  // No nightly backup of a test's database (it would copy the seeded media while tests run).
  BACKUP_KEEP: '0',
}

/**
 * The origin the site is built with, which no app of the run serves at: the apps are started on
 * ports of their own without SERVER_URL, so a pre-built page shows the origin it is served at only
 * if it is read at run time (docs/decisions/055). Only the build phase sets it (tests/e2e/prepare-app.ts).
 */
export const E2E_BUILD_SERVER_URL = 'http://localhost:3999'

export const E2E_DIST_DIR = '.next-e2e'

/**
 * Test files run two at a time, each worker against an app of its own (its own copy of the
 * seeded database and of the build), so no file sees another's writes: a browser test spends much
 * of its time waiting on the page, and two keep both cores busy.
 */
export const E2E_WORKERS = 2
