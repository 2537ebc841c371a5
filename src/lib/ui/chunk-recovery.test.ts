// @vitest-environment happy-dom
import { createHash } from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { INLINE_SCRIPT_HASHES } from '@/lib/http/csp.mjs'

import { CHUNK_RECOVERY_SCRIPT, CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, isChunkLoadError } from './chunk-recovery'

type Listener = (event: { target?: unknown; reason?: unknown }) => void

/** Runs the head script against this document, with its own window listeners and reload. */
function boot() {
  const registered: Record<string, Listener> = {}
  const reload = vi.fn()
  const win = {} as Window
  new Function('window', 'location', 'addEventListener', CHUNK_RECOVERY_SCRIPT)(win, { reload }, (type: string, fn: Listener) => (registered[type] = fn))
  const listeners = { error: registered.error!, unhandledrejection: registered.unhandledrejection! }
  const chunkScript = Object.assign(document.createElement('script'), { src: 'http://localhost/_next/static/chunks/app-123.js' })
  return { listeners, reload, win, failScript: () => listeners.error({ target: chunkScript }) }
}

afterEach(() => {
  sessionStorage.clear()
  document.body.innerHTML = ''
})

describe('recovering from a chunk that did not load', () => {
  it('is allowed by the Content-Security-Policy of pages rendered with a nonce', () => {
    expect(INLINE_SCRIPT_HASHES).toContain(`'sha256-${createHash('sha256').update(CHUNK_RECOVERY_SCRIPT).digest('base64')}'`)
  })

  it('reloads the page once when one of its scripts fails', () => {
    const { reload, failScript } = boot()
    failScript()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(document.querySelector('[role=alert]')).toBeNull()
  })

  it('says so, with a reload button, when it fails again within the window', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 5_000))
    const { reload, failScript } = boot()
    failScript()
    expect(reload).not.toHaveBeenCalled()
    const alert = document.querySelector('[role=alert]')
    expect(alert?.textContent).toContain('This page did not finish loading.')
    alert?.querySelector('button')?.click()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again once the window has passed', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - CHUNK_RELOAD_WINDOW_MS - 1))
    const { reload, failScript } = boot()
    failScript()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('ignores other failures: an image, a third-party script', () => {
    const { reload, listeners } = boot()
    listeners.error({ target: Object.assign(document.createElement('img'), { src: 'http://localhost/_next/static/media/a.png' }) })
    listeners.error({ target: Object.assign(document.createElement('script'), { src: 'https://www.opentable.co.uk/widget.js' }) })
    listeners.unhandledrejection({ reason: new Error('network down') })
    expect(reload).not.toHaveBeenCalled()
  })

  it('treats a lazy import that failed as a chunk failure, and exposes the recovery to error boundaries', () => {
    const { reload, listeners, win } = boot()
    listeners.unhandledrejection({ reason: Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }) })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(typeof win.__chunkFailed).toBe('function')
  })

  it('recognises chunk errors of webpack, Turbopack and import()', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js from module 1'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
