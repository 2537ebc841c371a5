import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * The real body of an e-mail whose outbox copy is redacted (a password reset link), kept for the
 * relay only (docs/decisions/042): AES-256-GCM under a key derived from PAYLOAD_SECRET, in a
 * column no API or admin screen reads, wiped once the e-mail is sent or has finally failed.
 * Staff who can read the outbox, or a database dump without the secret, cannot use the link.
 */
export type SealedBody = { text: string; html?: string; attachments?: { filename: string; contentType: string; content: string }[] }

const VERSION = 'v1'

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'clubhouse-outbox', 'outbox sealed body v1', 32))

export function seal(body: SealedBody, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()])
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join('.')
}

/** Throws when the value was not sealed with this secret (PAYLOAD_SECRET changed) or was altered. */
export function unseal(value: string, secret: string): SealedBody {
  const [version, iv, tag, data] = value.split('.')
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not a sealed e-mail body')
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64'))
  decipher.setAuthTag(Buffer.from(tag, 'base64'))
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8')) as SealedBody
}
