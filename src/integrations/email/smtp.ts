import { createTransport, type NodemailerError } from 'nodemailer'
import type { Payload } from 'payload'

import type { EmailMessage, EmailPort, SentEmail } from './email'
import { insertEmail, recordEmail, updateEmail } from './outbox'
import { relayOutbox, type Db, type SendOnce } from './relay'
import { afterFailure, CLAIM_LEASE_MS, RETRY_WINDOW_MS, SEND_DEADLINE_MS } from './retry'
import { seal } from './seal'

/** Waits before the second and third attempts: a brief outage passes, and a visitor's request is not held long. */
export const RETRY_DELAYS_MS = [500, 2000] as const

export type SmtpOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string
  from: string
  /** PAYLOAD_SECRET (read when first needed): seals the real body of an e-mail whose outbox copy is redacted, for the relay. */
  secret: string | (() => string)
  retryDelaysMs?: readonly number[]
}

/** One SMTP attempt, closed at `signal` (the claim's deadline). Throws nodemailer's error. */
export function createSender({ url, from }: Pick<SmtpOptions, 'url' | 'from'>): SendOnce {
  // Nodemailer's defaults wait minutes for a silent server; a submission awaiting its e-mails must not.
  const transporter = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
  return async (message, signal) => {
    const info = await transporter.sendMail({
      from,
      // Address objects, never strings: nodemailer parses a string as a list of recipients.
      to: { name: '', address: message.to },
      replyTo: message.replyTo ? { name: '', address: message.replyTo } : undefined,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // Only these keys: given `path` or `href`, Nodemailer would read a file or fetch a URL into the
      // mail; and an outbox row's attachments carry Payload's row ids besides.
      attachments: message.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
      signal,
    })
    return { messageId: info.messageId }
  }
}

/** Payload's own pool: the relay's claims are single statements, each its own short transaction. */
export const poolOf = (payload: Payload): Db => (payload.db as unknown as { pool: Db }).pool

export function createSmtpPort({ url, from, secret: secretOption, retryDelaysMs = RETRY_DELAYS_MS }: SmtpOptions): EmailPort {
  const sendOnce = createSender({ url, from })
  const secret = typeof secretOption === 'string' ? () => secretOption : secretOption
  const relayOptions = () => ({ secret: secret(), isTransient, describe })

  /**
   * The request path's immediate attempt (up to three, for transient failures), holding the row's
   * lease from its insert; what it leaves queued, the relay retries (docs/decisions/042).
   */
  async function transmit(payload: Payload, id: number | undefined, message: EmailMessage): Promise<SentEmail> {
    const maxAttempts = retryDelaysMs.length + 1
    const deadline = Date.now() + SEND_DEADLINE_MS * maxAttempts
    const wipe = message.outboxCopy ? { sealed: null } : {}
    let attempts = 0
    let lastError: unknown
    while (attempts < maxAttempts) {
      attempts += 1
      try {
        const info = await sendOnce(message, AbortSignal.timeout(Math.max(1, Math.min(SEND_DEADLINE_MS, deadline - Date.now()))))
        await updateEmail(payload, id, { status: 'sent', messageId: info.messageId, sentAt: new Date().toISOString(), attempts, error: null, nextAttemptAt: null, ...wipe })
        return { id: id ?? info.messageId, status: 'sent' }
      } catch (error) {
        lastError = error
        if (!isTransient(error) || attempts === maxAttempts) break
        await sleep(retryDelaysMs[attempts - 1] ?? 0)
      }
    }
    const reason = describe(lastError)
    if (id !== undefined && isTransient(lastError)) {
      const next = afterFailure(attempts, new Date(), new Date(Date.now() + RETRY_WINDOW_MS))
      if ('nextAttemptAt' in next) {
        console.error(`E-mail "${message.subject}" (outbox ${id}) not sent after ${attempts} attempt(s), left for the worker to retry: ${reason}`)
        await updateEmail(payload, id, { error: reason, attempts, nextAttemptAt: next.nextAttemptAt.toISOString() })
        return { id, status: 'queued' }
      }
    }
    console.error(`E-mail "${message.subject}" (outbox ${id ?? 'unrecorded'}) not sent after ${attempts} attempt(s): ${reason}`)
    await updateEmail(payload, id, { status: 'failed', error: reason, attempts, nextAttemptAt: null, ...wipe })
    return { id: id ?? 'unrecorded', status: 'failed' }
  }

  /** What a new row holds for the relay: its retry window, and a withheld e-mail's real body, sealed. */
  const forRelay = (message: EmailMessage, nextAttemptAt: Date) => ({
    status: 'queued' as const,
    transport: 'smtp',
    attempts: 0,
    nextAttemptAt: nextAttemptAt.toISOString(),
    retryUntil: new Date(Date.now() + RETRY_WINDOW_MS).toISOString(),
    sealed: message.outboxCopy ? seal({ text: message.text, html: message.html, attachments: message.attachments }, secret()) : undefined,
  })

  return {
    name: 'smtp',
    async send(payload, message) {
      // The lease is this request's while it tries; a crash leaves the row to the relay once it lapses.
      const id = await recordEmail(payload, message, from, forRelay(message, new Date(Date.now() + CLAIM_LEASE_MS)))
      return transmit(payload, id, message)
    },
    // Due at once: the caller's `deliver` after the commit, or the relay if the process dies first, claims it.
    queue: (payload, message, req) => insertEmail(payload, message, from, forRelay(message, new Date()), req),
    async deliver(payload, ids) {
      if (ids.length === 0) return
      try {
        await relayOutbox(poolOf(payload), sendOnce, { ...relayOptions(), ids, quickRetriesMs: retryDelaysMs })
      } catch (error) {
        console.error(`Could not deliver outbox e-mails ${ids.join(', ')}:`, error)
      }
    },
    relay: (payload, options) => relayOutbox(poolOf(payload), sendOnce, { ...relayOptions(), ...options }),
  }
}

// EABORT: the claim's deadline closed the connection, so the server gave no answer; it may pass.
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'EABORT'])

/** A 4xx reply or a dropped connection may pass; a 5xx reply or bad credentials would only be repeated. */
export function isTransient(error: unknown): boolean {
  const e = (error ?? {}) as NodemailerError
  if (typeof e.permanent === 'boolean') return !e.permanent
  if (typeof e.responseCode === 'number') return e.responseCode >= 400 && e.responseCode < 500
  return TRANSIENT_CODES.has(e.code ?? '')
}

export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as NodemailerError).code
  return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
