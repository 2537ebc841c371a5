import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { CONSENT_SCRIPT_SHA256 } from '@/lib/http/csp.mjs'

import { CONSENT_SCRIPT } from './consent-script'

const DAY_MS = 24 * 60 * 60 * 1000

function run({ cookie = '', stored = null as string | null, storageThrows = false } = {}) {
  const attributes: Record<string, string> = {}
  const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } }
  const localStorage = {
    getItem: () => {
      if (storageThrows) throw new Error('storage is off')
      return stored
    },
  }
  new Function('document', 'localStorage', CONSENT_SCRIPT)(document, localStorage)
  return attributes['data-consent']
}

describe('the consent script in the head', () => {
  it('is allowed by the Content-Security-Policy of pages rendered with a nonce', () => {
    expect(`'sha256-${createHash('sha256').update(CONSENT_SCRIPT).digest('base64')}'`).toBe(CONSENT_SCRIPT_SHA256)
  })

  it('asks for consent with no cookie and nothing stored, or storage turned off', () => {
    expect(run()).toBe('needed')
    expect(run({ cookie: 'other=1; cookie_consent=maybe' })).toBe('needed')
    expect(run({ storageThrows: true })).toBe('needed')
  })

  it('counts the cookie wherever it sits among others', () => {
    expect(run({ cookie: 'cookie_consent=accepted' })).toBe('accepted')
    expect(run({ cookie: 'a=1; cookie_consent=accepted; b=2' })).toBe('accepted')
    expect(run({ cookie: 'xcookie_consent=accepted' })).toBe('needed')
  })

  it('counts an acceptance stored within two years, not after', () => {
    expect(run({ stored: String(Date.now() - 700 * DAY_MS) })).toBe('accepted')
    expect(run({ stored: String(Date.now() - 731 * DAY_MS) })).toBe('needed')
    expect(run({ stored: 'junk' })).toBe('needed')
  })
})
