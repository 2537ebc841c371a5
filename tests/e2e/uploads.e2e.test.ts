import { describe, expect, it } from 'vitest'

import { e2eApp } from './app'

/** Issue 11, finding 11: uploads keep their own, restrictive policy; pages keep the site's. */
describe('uploaded files', () => {
  it('are served with a policy that runs no script and loads nothing, unlike pages', async () => {
    const base = e2eApp().baseURL
    const media = (await (await fetch(`${base}/api/media?limit=1&depth=0`)).json()) as { docs: { url: string }[] }
    const file = await fetch(new URL(media.docs[0]!.url, base))
    expect(file.status).toBe(200)
    const policy = file.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain('sandbox')
    expect(policy).not.toContain('script-src')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')

    const page = await fetch(`${base}/fulham`)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
  })
})
