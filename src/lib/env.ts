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
    ADMIN_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, 'must be an email address'),
    ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 12, 'must be at least 12 characters long'),
    CHAT_WIDGET_SRC: httpUrl,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      })
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

export type Env = z.infer<typeof envSchema> & { serverUrl: string; secureCookies: boolean }

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment'
      const value = source[name]
      return `  ${name}: ${issue.message}${value !== undefined && !/SECRET|PASSWORD/.test(name) ? ` (got "${value}")` : ''}`
    })
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  const serverUrl = (env.SERVER_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  return { ...env, serverUrl, secureCookies: env.NODE_ENV === 'production' && serverUrl.startsWith('https://') }
}

let cached: Env | undefined

/** The process environment, parsed once; a bad value stops the caller with a message naming the variable. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
