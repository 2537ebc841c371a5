import { beforeAll, describe, expect, inject, it } from 'vitest'

import { e2eApp } from './app'

/**
 * Bad input over real HTTP against the built app (issue 11, finding 9): each answer is a 4xx,
 * never a 500. tests/integration/rest-bad-input-suite.ts and rest-fuzz-suite.ts cover the same
 * REST routes in depth in-process; what only the running app shows (Next's server actions, its
 * request parsing) is here.
 */
describe('bad input gets a 4xx', () => {
  const baseURL = e2eApp().baseURL
  let editorToken = ''

  beforeAll(async () => {
    const login = async (body: unknown) =>
      ((await (await fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { token: string }).token
    const adminToken = await login(inject('admin'))
    const editor = { email: `bad-input-editor-${Date.now()}@clubhouse.test`, password: 'bad-input-editor-1' }
    const created = await fetch(`${baseURL}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${adminToken}` },
      body: JSON.stringify({ ...editor, roles: ['content'] }),
    })
    expect(created.status).toBe(201)
    editorToken = await login(editor)
  })

  it.each([
    ['/api/clubs/abc', 404],
    ['/api/events/1e99', 404],
    ['/api/clubs?where[id][in]=1,2,abc', 400],
    ['/api/media/file/does-not-exist.jpg', 404],
  ])('GET %s is %i', async (path, status) => {
    const res = await fetch(`${baseURL}${path}`)
    expect(res.status).toBe(status)
  })

  // The integration suites run Payload unminified; only the production build showed these as
  // "An unknown error occurred." (the minifier drops the class names Payload answers messages by).
  it.each([
    ['/api/clubs?where[id][in]=1,2,NaN', '"id" takes whole numbers.'],
    ['/api/clubs?where[name][near]=1', 'The operator "near" cannot be used on "name".'],
    ['/api/clubs?where[name][equals]=a%00b', 'Remove the control characters from where[name][equals].'],
  ])('GET %s is 400 saying why: %s', async (path, message) => {
    const res = await fetch(`${baseURL}${path}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ errors: [{ message }] })
  })

  it('a truncated multipart upload is 400', async () => {
    const boundary = '----clubhouse-truncated'
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"x"}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc`
    const res = await fetch(`${baseURL}/api/media`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, Authorization: `JWT ${editorToken}` },
      body,
    })
    expect(res.status).toBe(400)
  })

  it('the site settings history (none is kept) is 403 to a non-admin', async () => {
    for (const headers of [{}, { Authorization: `JWT ${editorToken}` }] as Record<string, string>[]) {
      const res = await fetch(`${baseURL}/api/globals/settings/versions`, { headers })
      expect(res.status).toBe(403)
    }
  })

  it('a visitor gets at most 100 documents however many they ask for', async () => {
    const res = await fetch(`${baseURL}/api/pages?limit=100000&depth=0`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { limit: number; docs: unknown[] }
    expect(body.limit).toBe(100)
    expect(body.docs.length).toBeLessThanOrEqual(100)
  })

  describe('a server action posted from another site', () => {
    const fromElsewhere = { origin: 'https://evil.example' }

    it('is refused with 403 when sent by script (Next-Action header)', async () => {
      const res = await fetch(`${baseURL}/book-a-tour`, {
        method: 'POST',
        headers: { ...fromElsewhere, 'next-action': '60d2f0ae60f351c02b7ba72adbcdadc4dd608d7908', 'content-type': 'text/plain;charset=UTF-8' },
        body: '[]',
      })
      expect(res.status).toBe(403)
    })

    it.each(['/', '/book-a-tour', '/event-tickets/no-such-event'])('is refused with 403 when posted as a form to %s', async (path) => {
      const form = new FormData()
      form.set('firstName', 'Ann')
      const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: fromElsewhere, body: form })
      expect(res.status).toBe(403)
    })

    it('while the same post from the site itself still reaches Next', async () => {
      const form = new FormData()
      form.set('firstName', 'Ann')
      const res = await fetch(`${baseURL}/book-a-tour`, { method: 'POST', headers: { origin: baseURL }, body: form })
      expect(res.status).not.toBe(403)
      expect(res.status).toBeLessThan(500)
    })
  })
})
