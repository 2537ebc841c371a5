import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const postgresUrl = optionalString.refine(
  (v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v),
  'must be a postgres:// or postgresql:// connection URL',
)

const httpUrl = optionalString.refine(
  (v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v),
  'must be an http(s) URL',
)

const isEmail = (v: string) => z.email().safeParse(v).success

const emailAddress = optionalString.refine((v) => v === undefined || isEmail(v), 'must be an email address')

const smtpUrl = optionalString.refine((v) => {
  if (v === undefined) return true
  try {
    const url = new URL(v)
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
  } catch {
    return false
  }
}, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')

// An unquoted display name may not hold line breaks, brackets, commas or semicolons: each would
// forge a header or read as a second address.
const mailFrom = optionalString.refine((v) => {
  if (v === undefined) return true
  const named = /^(?:[^<>"\r\n,;]*|\s*"[^"\r\n]*"\s*)<([^<>\s]+)>$/.exec(v)
  return named ? isEmail(named[1] ?? '') : isEmail(v)
}, 'must be an email address or "Name <address>"')

export const DEFAULT_MAIL_FROM = 'Clubhouse <hello@clubhouse.london>'
export const DEFAULT_SALES_TEAM_EMAIL = 'membership@clubhouse.london'

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: postgresUrl,
    DATA_DIR: z.string().trim().min(1).default('./data'),
    PAYLOAD_SECRET: optionalString.refine(
      (v) => v === undefined || v.length >= 32,
      'must be at least 32 characters long',
    ),
    SERVER_URL: httpUrl,
    ADMIN_EMAIL: emailAddress,
    ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 12, 'must be at least 12 characters long'),
    CHAT_WIDGET_SRC: httpUrl,
    SMTP_URL: smtpUrl,
    MAIL_FROM: mailFrom,
    SALES_TEAM_EMAIL: emailAddress,
    OFFICE_TEAM_EMAIL: emailAddress,
    EVENTS_TEAM_EMAIL: emailAddress,
    // New submissions one address may send per 10 minutes (retries of one submission don't count); 0 turns it off.
    // Proxies in front of the app whose X-Forwarded-For entries are believed (src/lib/http/client-address.mjs):
    // 0 (the default) when browsers connect to the app itself, 1 behind one load balancer, and so on.
    TRUST_PROXY_HOPS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(10, 'must be 10 or less').default(0),
    // Stopping (SIGTERM, docs/decisions/065): how long /readyz says "stopping" while still serving, so a
    // proxy that polls it moves traffic away first; then how long requests in flight may take to finish.
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0, 'must be 0 or more').max(120, 'must be 120 or less').default(0),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(1, 'must be 1 or more').max(600, 'must be 600 or less').default(25),
    ENQUIRY_RATE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').default(10),
    // Who turns stored submissions into leads and enquiries (docs/decisions/012): the serving process
    // right after its reply, or a worker process of its own (what `npm start` runs).
    SUBMISSIONS_WORKER: z.enum(['in-process', 'separate']).default('in-process'),
    // Ideal Postcodes' API key ("ak_..."); unset: the bundled dataset (src/integrations/postcodes/dataset.ts).
    // GoCardless (docs/decisions/018): an access token turns the real provider on; its webhook
    // endpoint's secret must come with it. Unset: the local sandbox.
    GOCARDLESS_ACCESS_TOKEN: optionalString,
    GOCARDLESS_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
    GOCARDLESS_WEBHOOK_SECRET: optionalString,
    // A shared production server takes real mandates only; the local sandbox there must be chosen on purpose.
    DIRECT_DEBIT_SANDBOX: z.enum(['true', 'false']).optional(),
    // Stripe Checkout for tickets (docs/decisions/026): a secret key turns the real provider on, and its
    // webhook endpoint's signing secret must come with it. Unset: the local checkout.
    STRIPE_SECRET_KEY: optionalString.refine((v) => v === undefined || /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(v), 'must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)'),
    STRIPE_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || /^whsec_[A-Za-z0-9+/=]+$/.test(v), 'must be a Stripe webhook signing secret (whsec_...)'),
    // A shared production server takes real card payments only; the local checkout there must be chosen on purpose.
    PAYMENT_SANDBOX: z.enum(['true', 'false']).optional(),
    // Browser monitoring (docs/decisions/028): off unless chosen. "log" writes sampled sessions' errors
    // and web vitals to the server's log; "http" forwards them as JSON to MONITORING_ENDPOINT.
    MONITORING_PROVIDER: z.enum(['off', 'log', 'http']).default('off'),
    MONITORING_ENDPOINT: httpUrl,
    // The share of browser sessions that report (spec 000: session sampling 5 percent).
    MONITORING_SAMPLE_RATE: z.coerce.number({ error: 'must be a number from 0 to 1' }).min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1').default(0.05),
    IDEAL_POSTCODES_API_KEY: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9_]+$/.test(v), 'must be an Ideal Postcodes API key (letters, digits and _, e.g. ak_...)'),
    // Members' password hashes cost 2^N of scrypt's work (src/lib/auth/password-hash.ts): OWASP's 17
    // everywhere the app serves; only tests may make it cheaper.
    MEMBER_PASSWORD_SCRYPT_LOG2N: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(10, 'must be 10 or more').max(20, 'must be 20 or less').default(17),
    // Tests only: a folder where the seed keeps the pictures it draws, by content, so a test run
    // that seeds several databases draws each picture once (src/seed/images.ts).
    SEED_PICTURE_CACHE: optionalString,
    // The worker's minute call for due jobs in the production image (docs/decisions/071): the proxy's
    // internal listener; unset, `npm start`'s launcher asks its own server.
    JOBS_ORIGIN: httpUrl,
    // Next's page and data cache shared by every instance of a build (docs/decisions/070). The cache
    // handler (src/lib/cache/handler.mjs) reads these itself, as Next loads it outside the app;
    // here they are only checked, so a typo stops the start instead of being logged.
    REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\/[^\s]+$/.test(v), 'must be a redis:// or rediss:// URL'),
    REDIS_KEY_PREFIX: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9_.:-]+$/.test(v), 'must be letters, digits and _ . : -'),
    // The worker's nightly backup of the embedded database (docs/decisions/068): how many to keep
    // in DATA_DIR/backups (0: none), and from which hour, London time, the day's is written.
    BACKUP_KEEP: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(365, 'must be 365 or less').default(7),
    BACKUP_HOUR: z.coerce.number({ error: 'must be an hour from 0 to 23' }).int('must be an hour from 0 to 23').min(0, 'must be an hour from 0 to 23').max(23, 'must be an hour from 0 to 23').default(3),
    // Uploads (media, profile photos) in an S3 bucket instead of DATA_DIR (docs/decisions/069), so
    // every instance sees the same files. Unset: the local disk. The objects stay private: files are
    // served by the app's own routes, through each collection's access rules.
    S3_BUCKET: optionalString.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), 'must be an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens)'),
    // An S3-compatible service (MinIO, Cloudflare R2, Backblaze B2, ...); unset: AWS itself.
    S3_ENDPOINT: httpUrl,
    S3_REGION: optionalString.refine((v) => v === undefined || /^[a-z0-9-]+$/.test(v), 'must be a region name, e.g. eu-west-2 (or auto for R2)'),
    // Both or neither; neither: the AWS SDK's own chain (AWS_ACCESS_KEY_ID..., a profile, the instance's or task's role).
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // Path-style addresses (endpoint/bucket/key), which MinIO and most S3-compatible servers need:
    // the default with S3_ENDPOINT; AWS itself takes virtual-hosted ones (bucket.endpoint/key).
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    // A folder of the bucket for this install's files (one bucket shared by several sites or stages).
    S3_PREFIX: optionalString.refine((v) => v === undefined || (/^[A-Za-z0-9!_.*'()/-]+$/.test(v) && !v.split('/').some((part) => part === '..' || part === '.')), 'must be a key prefix of letters, digits and / - _ . ! * \' ( ), without . or .. parts'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      })
    }
    if (env.GOCARDLESS_ACCESS_TOKEN && !env.GOCARDLESS_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['GOCARDLESS_WEBHOOK_SECRET'], message: 'is required with GOCARDLESS_ACCESS_TOKEN (the webhook endpoint’s secret)' })
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.GOCARDLESS_ACCESS_TOKEN && env.DIRECT_DEBIT_SANDBOX !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['GOCARDLESS_ACCESS_TOKEN'],
        message: 'is required on a production server (DATABASE_URL set): without it applicants would set up fake mandates in the local sandbox (set DIRECT_DEBIT_SANDBOX=true to choose the sandbox on purpose)',
      })
    }
    if (env.MONITORING_PROVIDER === 'http' && !env.MONITORING_ENDPOINT) {
      ctx.addIssue({ code: 'custom', path: ['MONITORING_ENDPOINT'], message: 'is required with MONITORING_PROVIDER=http (where the reports go)' })
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required with STRIPE_SECRET_KEY (the webhook endpoint’s signing secret)' })
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.STRIPE_SECRET_KEY && env.PAYMENT_SANDBOX !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required on a production server (DATABASE_URL set): without it buyers would pay in the local checkout (set PAYMENT_SANDBOX=true to choose it on purpose)',
      })
    }
    if (env.GOCARDLESS_ACCESS_TOKEN && env.GOCARDLESS_ENVIRONMENT === 'live' && !env.GOCARDLESS_ACCESS_TOKEN.startsWith('live_')) {
      ctx.addIssue({ code: 'custom', path: ['GOCARDLESS_ACCESS_TOKEN'], message: 'is not a live token (live_...) while GOCARDLESS_ENVIRONMENT is live' })
    }
    if (env.NODE_ENV !== 'test' && env.MEMBER_PASSWORD_SCRYPT_LOG2N < 17) {
      ctx.addIssue({ code: 'custom', path: ['MEMBER_PASSWORD_SCRYPT_LOG2N'], message: 'may be below 17 (OWASP’s scrypt cost) only under test (NODE_ENV=test)' })
    }
    // A bucket's other settings without the bucket are a mistake (a typo in its name, a line lost), not a choice of the disk.
    const s3Set = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const).filter((name) => env[name] !== undefined)
    if (!env.S3_BUCKET && s3Set.length) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required with ${s3Set.join(', ')} (unset them all to keep uploads on the local disk)` })
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together' })
    }
    // A shared server needs a stable secret of its own; only the embedded default may generate one.
    if (env.DATABASE_URL && !env.PAYLOAD_SECRET && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'is required when DATABASE_URL points at a PostgreSQL server',
      })
    }
  })
  .transform((env) => {
    const sales = env.SALES_TEAM_EMAIL ?? DEFAULT_SALES_TEAM_EMAIL
    // Office and events enquiries go to the sales team until those teams have addresses of their own.
    return {
      ...env,
      MAIL_FROM: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      SALES_TEAM_EMAIL: sales,
      OFFICE_TEAM_EMAIL: env.OFFICE_TEAM_EMAIL ?? sales,
      EVENTS_TEAM_EMAIL: env.EVENTS_TEAM_EMAIL ?? sales,
    }
  })

/**
 * Where uploads live when they are in S3 (S3_BUCKET set): the client's settings and the bucket's
 * folder for this install (`prefix`, '' for the bucket's top; each collection is a folder below it).
 * No credentials: the AWS SDK's own chain finds them (environment, profile, instance or task role).
 */
export type S3Settings = {
  bucket: string
  prefix: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export type Env = z.infer<typeof envSchema> & { serverUrl: string; siteOrigins: string[]; secureCookies: boolean; s3: S3Settings | null }

/** AWS's SDK needs a region even where the service has none (MinIO, s3rver): its usual default. */
export const DEFAULT_S3_REGION = 'us-east-1'

function s3SettingsOf(env: z.infer<typeof envSchema>, source: Record<string, string | undefined>): S3Settings | null {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/'),
    // The SDK's own variable still counts when ours is not given.
    region: env.S3_REGION ?? (source.AWS_REGION?.trim() || DEFAULT_S3_REGION),
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT.replace(/\/$/, '') } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } } : {}),
  }
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins the back office accepts cookie-authenticated requests from (Payload's CSRF and CORS
 * lists): SERVER_URL, and when that is a loopback address (the zero-configuration default), the
 * other names of the same machine and port, so http://127.0.0.1:3000 works as http://localhost:3000 does.
 */
function siteOriginsOf(serverUrl: string): string[] {
  const url = new URL(serverUrl)
  if (!LOOPBACK.includes(url.hostname)) return [serverUrl]
  return LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
}

export class EnvError extends Error {}

/** A connection URL's password must not reach the logs through an error message. */
const withoutPassword = (value: string) => value.replace(/^([a-z][\w+.-]*:\/\/[^:@/\s]*):[^@\s]*@/i, '$1:***@')

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment'
      const value = source[name]
      return `  ${name}: ${issue.message}${value !== undefined && !/SECRET|PASSWORD|SMTP_URL|TOKEN|API_KEY|ACCESS_KEY/.test(name) ? ` (got "${withoutPassword(value)}")` : ''}`
    })
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  const serverUrl = (env.SERVER_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  return { ...env, serverUrl, siteOrigins: siteOriginsOf(serverUrl), secureCookies: env.NODE_ENV === 'production' && serverUrl.startsWith('https://'), s3: s3SettingsOf(env, source) }
}

let cached: Env | undefined

/** The process environment, parsed once; a bad value stops the caller with a message naming the variable. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
