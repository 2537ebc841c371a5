import { createTransport, type NodemailerError } from 'nodemailer'
import type { Payload } from 'payload'

import type { EmailMessage, EmailPort, SentEmail } from './email'
import { insertEmail, recordEmail, updateEmail } from './outbox'

/** Waits before the second and third attempts: a brief outage passes, and a visitor's request is not held long. */
export const RETRY_DELAYS_MS = [500, 2000] as const

export type SmtpOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string
  from: string
  retryDelaysMs?: readonly number[]
}

export function createSmtpPort({ url, from, retryDelaysMs = RETRY_DELAYS_MS }: SmtpOptions): EmailPort {
  // Nodemailer's defaults wait minutes for a silent server; a submission awaiting its e-mails must not.
  const transporter = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })

  /** Up to three attempts for transient failures; the outbox row (when there is one) records the outcome. */
  async function transmit(payload: Payload, id: number | undefined, message: EmailMessage): Promise<SentEmail> {
    const maxAttempts = retryDelaysMs.length + 1
    let attempts = 0
    let lastError: unknown
    while (attempts < maxAttempts) {
      attempts += 1
      try {
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
        })
        await updateEmail(payload, id, { status: 'sent', messageId: info.messageId, sentAt: new Date().toISOString(), attempts, error: null })
        return { id: id ?? info.messageId, status: 'sent' }
      } catch (error) {
        lastError = error
        if (!isTransient(error) || attempts === maxAttempts) break
        await sleep(retryDelaysMs[attempts - 1] ?? 0)
      }
    }
    const reason = describe(lastError)
    console.error(`E-mail "${message.subject}" (outbox ${id ?? 'unrecorded'}) not sent after ${attempts} attempt(s): ${reason}`)
    await updateEmail(payload, id, { status: 'failed', error: reason, attempts })
    return { id: id ?? 'unrecorded', status: 'failed' }
  }

  return {
    name: 'smtp',
    async send(payload, message) {
      const id = await recordEmail(payload, message, from, { status: 'queued', transport: 'smtp', attempts: 0 })
      return transmit(payload, id, message)
    },
    queue: (payload, message, req) => insertEmail(payload, message, from, { status: 'queued', transport: 'smtp', attempts: 0 }, req),
    async deliver(payload, ids) {
      if (ids.length === 0) return
      try {
        const rows = await payload.find({
          collection: 'outbox',
          overrideAccess: true,
          depth: 0,
          pagination: false,
          limit: ids.length,
          where: { and: [{ id: { in: ids } }, { status: { equals: 'queued' } }] },
        })
        for (const row of rows.docs) {
          await transmit(payload, row.id, {
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
            replyTo: row.replyTo ?? undefined,
            attachments: row.attachments ?? undefined,
          })
        }
      } catch (error) {
        console.error(`Could not deliver outbox e-mails ${ids.join(', ')}:`, error)
      }
    },
  }
}

const TRANSIENT_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS'])

/** A 4xx reply or a dropped connection may pass; a 5xx reply or bad credentials would only be repeated. */
export function isTransient(error: unknown): boolean {
  const e = (error ?? {}) as NodemailerError
  if (typeof e.permanent === 'boolean') return !e.permanent
  if (typeof e.responseCode === 'number') return e.responseCode >= 400 && e.responseCode < 500
  return TRANSIENT_CODES.has(e.code ?? '')
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as NodemailerError).code
  return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
