import type { Payload, PayloadRequest } from 'payload'

/**
 * What the e-mail implementations share (SMTP, and the local outbox staff read in the back office),
 * apart from port.ts, which picks one of them: they import this file, callers import port.ts.
 */

/** A text file sent with the message, e.g. an event's calendar entry as `text/calendar; charset=utf-8; method=PUBLISH`. */
export type EmailAttachment = { filename: string; contentType: string; content: string }

export type EmailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  attachments?: EmailAttachment[]
  /** The lead or enquiry the message is about, so staff can find it from the record. */
  about?: { relationTo: 'leads' | 'enquiries'; value: number }
  /**
   * What the outbox keeps instead of the body, for a message whose body only its recipient may
   * read (a password reset link): the body is sent, this is stored. Attachments are stored by
   * name and type only, since the port cannot tell whether the secret is in one of them.
   */
  outboxCopy?: { text: string; html?: string }
}

/**
 * `id` is the outbox row; when the row itself could not be written, the SMTP message id or 'unrecorded'.
 * `queued`: not sent yet, and the worker's relay keeps trying (docs/decisions/042).
 */
export type SentEmail = { id: number | string; status: 'local' | 'sent' | 'queued' | 'failed' }

/**
 * Sending never throws: a message that cannot go out is recorded as failed, because the submission
 * that caused it is already stored and must not be lost or reported as failed on its account.
 */
export type EmailPort = {
  name: 'local' | 'smtp'
  send(payload: Payload, message: EmailMessage): Promise<SentEmail>
  /**
   * Records the message in the outbox inside `req`'s transaction, so it exists exactly when the
   * work that caused it does; it goes out with `deliver` once that transaction has committed.
   * Throws when the row cannot be written, failing the transaction.
   */
  queue(payload: Payload, message: EmailMessage, req: PayloadRequest): Promise<number>
  /** Sends queued outbox rows (SMTP); the local outbox has nothing more to do. Never throws. */
  deliver(payload: Payload, ids: number[]): Promise<void>
  /**
   * The worker's relay: sends every queued row whose next attempt is due, retrying with back-off
   * for a day (SMTP; the local outbox is the delivery itself). The number of rows handled.
   */
  relay(payload: Payload, options?: { now?: () => Date; limit?: number }): Promise<number>
}
