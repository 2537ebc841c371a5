import { expect, inject } from 'vitest'

/**
 * The staff view of what visitors sent, through the back office's API, signed in once as the
 * administrator the global setup created. JSON, or text for a .csv export.
 */
export function staffApi(baseURL: string) {
  let token: string | undefined
  return async function staff<T>(path: string): Promise<T> {
    if (!token) {
      const login = await fetch(`${baseURL}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(inject('admin')),
      })
      token = ((await login.json()) as { token: string }).token
    }
    const res = await fetch(`${baseURL}${path}`, { headers: { Authorization: `JWT ${token}` } })
    expect(res.status).toBe(200)
    return (path.includes('.csv') ? res.text() : res.json()) as Promise<T>
  }
}
