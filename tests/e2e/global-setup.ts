import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

const root = path.resolve(import.meta.dirname, '../..')
export const ADMIN = { email: 'e2e-admin@clubhouse.test', password: 'e2e-admin-password-1' }
/** An address nothing listens on: the browser's attempt to load it is what the chat tests observe. */
export const CHAT_WIDGET_SRC = 'http://127.0.0.1:9/chat-widget.js'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    admin: { email: string; password: string }
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode} before it was ready`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs / 1000}s`)
}

/** Starts the app exactly as `npm start` does, on a fresh embedded database and its own build. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(root, '.tmp-e2e-'))
  const port = await freePort()
  const distDir = '.next-e2e'
  if (!process.env.E2E_REUSE_BUILD) rmSync(path.join(root, distDir), { recursive: true, force: true })
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      NEXT_DIST_DIR: distDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CHAT_WIDGET_SRC,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const baseURL = `http://localhost:${port}`
  await waitFor(`${baseURL}/`, child, 15 * 60_000)
  project.provide('baseURL', baseURL)
  project.provide('admin', ADMIN)
  return async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
