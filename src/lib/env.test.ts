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
  it('turns GoCardless on only with its webhook secret, and never echoes the token or an API key', () => {
    expect(() => parseEnv({ GOCARDLESS_ACCESS_TOKEN: 'sandbox_abc123' })).toThrow(/GOCARDLESS_WEBHOOK_SECRET: is required with GOCARDLESS_ACCESS_TOKEN/)
    expect(parseEnv({ GOCARDLESS_ACCESS_TOKEN: 'sandbox_abc123', GOCARDLESS_WEBHOOK_SECRET: 'whsec' })).toMatchObject({ GOCARDLESS_ENVIRONMENT: 'sandbox' })
    const live = { GOCARDLESS_ACCESS_TOKEN: 'sandbox_abc123', GOCARDLESS_WEBHOOK_SECRET: 'whsec', GOCARDLESS_ENVIRONMENT: 'live' }
    expect(() => parseEnv(live)).toThrow(/GOCARDLESS_ACCESS_TOKEN: is not a live token/)
    expect(() => parseEnv(live)).not.toThrow(/sandbox_abc123/)
    expect(() => parseEnv({ IDEAL_POSTCODES_API_KEY: 'ak bad key' })).not.toThrow(/ak bad key/)
    expect(() => parseEnv({ GOCARDLESS_ENVIRONMENT: 'production' })).toThrow(/GOCARDLESS_ENVIRONMENT/)
  })
  it('refuses the direct-debit sandbox on a production server unless it is chosen on purpose', () => {
    const server = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/club', PAYLOAD_SECRET: 'a-production-secret-of-32-characters!!', PAYMENT_SANDBOX: 'true' }
    expect(() => parseEnv(server)).toThrow(/GOCARDLESS_ACCESS_TOKEN: is required on a production server/)
    expect(() => parseEnv({ ...server, DIRECT_DEBIT_SANDBOX: 'true' })).not.toThrow()
    expect(() => parseEnv({ ...server, GOCARDLESS_ACCESS_TOKEN: 'live_x', GOCARDLESS_WEBHOOK_SECRET: 'w', GOCARDLESS_ENVIRONMENT: 'live' })).not.toThrow()
    // npm start on the embedded database runs in production mode too: the sandbox is its default.
    expect(() => parseEnv({ NODE_ENV: 'production' })).not.toThrow()
  })
  it('refuses the local checkout on a production server unless it is chosen on purpose, and Stripe keys of the wrong kind', () => {
    const server = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/club', PAYLOAD_SECRET: 'a-production-secret-of-32-characters!!', DIRECT_DEBIT_SANDBOX: 'true' }
    expect(() => parseEnv(server)).toThrow(/STRIPE_SECRET_KEY: is required on a production server/)
    expect(() => parseEnv({ ...server, PAYMENT_SANDBOX: 'true' })).not.toThrow()
    expect(() => parseEnv({ ...server, STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).not.toThrow()
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/)
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/)
  })
  it('requires a secret of its own with a production PostgreSQL server', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/club' })).toThrow(/PAYLOAD_SECRET: is required/)
  })
  it('accepts the back office from every name of this machine when SERVER_URL is a loopback address, and only from SERVER_URL otherwise', () => {
    expect(parseEnv({ PORT: '3100' }).siteOrigins).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100'])
    expect(parseEnv({ NODE_ENV: 'production', SERVER_URL: 'https://club.example/' }).siteOrigins).toEqual(['https://club.example'])
  })
  it('uses secure cookies only in production over https', () => {
    expect(parseEnv({ NODE_ENV: 'production', SERVER_URL: 'https://club.example/' })).toMatchObject({ secureCookies: true, serverUrl: 'https://club.example' })
    expect(parseEnv({ NODE_ENV: 'production' }).secureCookies).toBe(false)
  })
  describe('e-mail', () => {
    it('keeps mail local with sensible addresses when nothing is set', () => {
      const env = parseEnv({})
      expect(env.SMTP_URL).toBeUndefined()
      expect(env).toMatchObject({
        MAIL_FROM: 'Clubhouse <hello@clubhouse.london>',
        SALES_TEAM_EMAIL: 'membership@clubhouse.london',
        OFFICE_TEAM_EMAIL: 'membership@clubhouse.london',
        EVENTS_TEAM_EMAIL: 'membership@clubhouse.london',
      })
    })
    it('sends office and events enquiries to the sales team unless they have their own address', () => {
      expect(parseEnv({ SALES_TEAM_EMAIL: 'sales@club.test' })).toMatchObject({ OFFICE_TEAM_EMAIL: 'sales@club.test', EVENTS_TEAM_EMAIL: 'sales@club.test' })
      expect(parseEnv({ SALES_TEAM_EMAIL: 'sales@club.test', OFFICE_TEAM_EMAIL: 'offices@club.test', EVENTS_TEAM_EMAIL: ' ' })).toMatchObject({
        SALES_TEAM_EMAIL: 'sales@club.test',
        OFFICE_TEAM_EMAIL: 'offices@club.test',
        EVENTS_TEAM_EMAIL: 'sales@club.test',
      })
    })
    it('accepts smtp:// and smtps:// URLs', () => {
      expect(parseEnv({ SMTP_URL: 'smtp://user:pass@mail.club.test:587' }).SMTP_URL).toBe('smtp://user:pass@mail.club.test:587')
      expect(parseEnv({ SMTP_URL: 'smtps://mail.club.test' }).SMTP_URL).toBe('smtps://mail.club.test')
      expect(parseEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined()
    })
    it('refuses any other SMTP_URL without echoing its password', () => {
      for (const bad of ['https://user:s3cret@mail.club.test', 'mail.club.test:587', 'smtp://', 'smtp://user:s3cret@']) {
        expect(() => parseEnv({ SMTP_URL: bad })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/)
        expect(() => parseEnv({ SMTP_URL: bad })).not.toThrow(/s3cret/)
      }
    })
    it('accepts a sender as an address or "Name <address>"', () => {
      expect(parseEnv({ MAIL_FROM: 'hello@club.test' }).MAIL_FROM).toBe('hello@club.test')
      expect(parseEnv({ MAIL_FROM: 'The Club <hello@club.test>' }).MAIL_FROM).toBe('The Club <hello@club.test>')
      expect(parseEnv({ MAIL_FROM: '"Club, London" <hello@club.test>' }).MAIL_FROM).toBe('"Club, London" <hello@club.test>')
    })
    it('refuses a sender that is not one address', () => {
      for (const bad of ['hello', 'The Club <hello>', 'The Club hello@club.test', 'a@club.test, b@club.test', 'Club, London <hello@club.test>', 'Club\nBcc: x@y.test <hello@club.test>']) {
        expect(() => parseEnv({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM: must be an email address or "Name <address>"/)
      }
    })
    it('names a team address that is not an e-mail address', () => {
      expect(() => parseEnv({ SALES_TEAM_EMAIL: 'sales' })).toThrow(/SALES_TEAM_EMAIL: must be an email address \(got "sales"\)/)
      expect(() => parseEnv({ OFFICE_TEAM_EMAIL: 'offices@' })).toThrow(/OFFICE_TEAM_EMAIL: must be an email address/)
      expect(() => parseEnv({ EVENTS_TEAM_EMAIL: 'events at club' })).toThrow(/EVENTS_TEAM_EMAIL: must be an email address/)
    })
  })
  it('masks the password of a connection URL it echoes', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://club:s3cret@db/club' })).toThrow(/got "mysql:\/\/club:\*\*\*@db\/club"/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://club:s3cret@db/club' })).not.toThrow(/s3cret/)
  })
})

describe('members’ password hashing cost', () => {
  it('is OWASP’s scrypt N=2^17 wherever the app serves, and cannot be lowered there', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).MEMBER_PASSWORD_SCRYPT_LOG2N).toBe(17)
    expect(parseEnv({}).MEMBER_PASSWORD_SCRYPT_LOG2N).toBe(17)
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => parseEnv({ NODE_ENV, MEMBER_PASSWORD_SCRYPT_LOG2N: '14' })).toThrow(/MEMBER_PASSWORD_SCRYPT_LOG2N: may be below 17 .* only under test/)
    }
    expect(parseEnv({ NODE_ENV: 'production', MEMBER_PASSWORD_SCRYPT_LOG2N: '18' }).MEMBER_PASSWORD_SCRYPT_LOG2N).toBe(18)
  })

  it('may be lowered under test only', () => {
    expect(parseEnv({ NODE_ENV: 'test', MEMBER_PASSWORD_SCRYPT_LOG2N: '14' }).MEMBER_PASSWORD_SCRYPT_LOG2N).toBe(14)
  })
})

describe('uploads in S3 (docs/decisions/069)', () => {
  it('keeps uploads on the disk unless a bucket is named', () => {
    expect(parseEnv({}).s3).toBeNull()
    expect(parseEnv({ S3_BUCKET: ' ' }).s3).toBeNull()
  })
  it('turns S3 on with a bucket alone, leaving credentials and region to the AWS SDK’s own chain', () => {
    expect(parseEnv({ S3_BUCKET: 'club-uploads' }).s3).toEqual({ bucket: 'club-uploads', prefix: '', region: 'us-east-1', forcePathStyle: false })
    expect(parseEnv({ S3_BUCKET: 'club-uploads', AWS_REGION: 'eu-west-2' }).s3?.region).toBe('eu-west-2')
    expect(parseEnv({ S3_BUCKET: 'club-uploads', AWS_REGION: 'eu-west-2', S3_REGION: 'eu-west-1' }).s3?.region).toBe('eu-west-1')
  })
  it('takes an S3-compatible endpoint with path-style addresses by default, keys and a prefix', () => {
    const env = parseEnv({
      S3_BUCKET: 'club-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PREFIX: '/staging//club/',
    })
    expect(env.s3).toEqual({
      bucket: 'club-uploads',
      prefix: 'staging/club',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    })
    expect(parseEnv({ S3_BUCKET: 'club-uploads', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false)
    expect(parseEnv({ S3_BUCKET: 'club-uploads', S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true)
  })
  it('names what is wrong, without echoing a key', () => {
    expect(() => parseEnv({ S3_BUCKET: 'Club_Uploads' })).toThrow(/S3_BUCKET: must be an S3 bucket name/)
    expect(() => parseEnv({ S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'club' })).toThrow(/S3_BUCKET: is required with S3_ENDPOINT, S3_PREFIX/)
    expect(() => parseEnv({ S3_BUCKET: 'club-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/)
    expect(() => parseEnv({ S3_BUCKET: 'club-uploads', S3_SECRET_ACCESS_KEY: 'very-secret-key' })).toThrow(/S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/)
    expect(() => parseEnv({ S3_BUCKET: 'club-uploads', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/)
    expect(() => parseEnv({ S3_BUCKET: 'club-uploads', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE: must be true or false/)
    expect(() => parseEnv({ S3_BUCKET: 'club-uploads', S3_PREFIX: 'club/../other' })).toThrow(/S3_PREFIX: must be a key prefix/)
    expect(() => parseEnv({ S3_BUCKET: 'club-uploads', S3_ACCESS_KEY_ID: 'AKIA bad' })).not.toThrow(/AKIA bad/)
  })
})

describe('the shared cache and the nightly backup', () => {
  it('takes a Redis URL and a key prefix, and names a wrong one', () => {
    expect(parseEnv({ REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'club:staging' })).toMatchObject({ REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'club:staging' })
    expect(() => parseEnv({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/)
    expect(() => parseEnv({ REDIS_KEY_PREFIX: 'club prefix' })).toThrow(/REDIS_KEY_PREFIX: must be letters/)
  })
  it('keeps seven nightly backups from 3 o’clock unless told otherwise', () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_KEEP: 7, BACKUP_HOUR: 3 })
    expect(parseEnv({ BACKUP_KEEP: '0', BACKUP_HOUR: '23' })).toMatchObject({ BACKUP_KEEP: 0, BACKUP_HOUR: 23 })
    expect(() => parseEnv({ BACKUP_HOUR: '24' })).toThrow(/BACKUP_HOUR: must be an hour from 0 to 23/)
    expect(() => parseEnv({ BACKUP_KEEP: 'a week' })).toThrow(/BACKUP_KEEP: must be a whole number/)
  })
})
