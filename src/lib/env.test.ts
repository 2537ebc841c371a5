import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

describe('environment', () => {
  it('needs nothing for the embedded default', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', serverUrl: 'http://localhost:3000', secureCookies: false })
    expect(env.DATABASE_URL).toBeUndefined()
  })
  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ ADMIN_EMAIL: 'ops@club.test' })).toThrow(/ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/)
    expect(() => parseEnv({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/ADMIN_EMAIL: must be an email/)
  })
  it('never echoes secrets in its message', () => {
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short-secret' })).toThrow(/PAYLOAD_SECRET: must be at least 32/)
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short-secret' })).not.toThrow(/short-secret/)
  })
  it('requires a secret of its own with a production PostgreSQL server', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/club' })).toThrow(/PAYLOAD_SECRET: is required/)
  })
  it('uses secure cookies only in production over https', () => {
    expect(parseEnv({ NODE_ENV: 'production', SERVER_URL: 'https://club.example/' })).toMatchObject({ secureCookies: true, serverUrl: 'https://club.example' })
    expect(parseEnv({ NODE_ENV: 'production' }).secureCookies).toBe(false)
  })
})
