import type { Payload, PayloadRequest } from 'payload'

import type { Outbox } from '@/payload-types'

import type { EmailMessage } from './email'

/** What the outbox keeps of an attachment to a message whose body it must not keep. */
export const WITHHELD = '[not kept: only the recipient has it]'

type Delivery = Partial<Pick<Outbox, 'status' | 'transport' | 'sentAt' | 'attempts' | 'error' | 'messageId' | 'nextAttemptAt' | 'retryUntil' | 'sealed'>>

/** Writes the outbox row; with `req`, inside its transaction, and a failure is the caller's. */
export async function insertEmail(
  payload: Payload,
  message: EmailMessage,
  from: string,
  delivery: Delivery & Pick<Outbox, 'status'>,
  req?: PayloadRequest,
): Promise<number> {
  const row = await payload.create({
    collection: 'outbox',
    overrideAccess: true,
    depth: 0,
    req,
    data: {
      to: message.to,
      from,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.outboxCopy?.text ?? message.text,
      html: message.outboxCopy ? message.outboxCopy.html : message.html,
      attachments: message.outboxCopy ? message.attachments?.map(({ filename, contentType }) => ({ filename, contentType, content: WITHHELD })) : message.attachments,
      about: message.about,
      withheld: Boolean(message.outboxCopy),
      ...delivery,
    },
  })
  return row.id
}

/** The outbox row for a message; undefined when the database refused it, which must not stop the sending. */
export async function recordEmail(
  payload: Payload,
  message: EmailMessage,
  from: string,
  delivery: Delivery & Pick<Outbox, 'status'>,
): Promise<number | undefined> {
  try {
    return await insertEmail(payload, message, from, delivery)
  } catch (error) {
    console.error(`Could not record the e-mail "${message.subject}" in the outbox:`, error)
    return undefined
  }
}

export async function updateEmail(payload: Payload, id: number | undefined, delivery: Delivery): Promise<void> {
  if (id === undefined) return
  try {
    await payload.update({ collection: 'outbox', id, overrideAccess: true, depth: 0, data: delivery })
  } catch (error) {
    console.error(`Could not update outbox e-mail ${id}:`, error)
  }
}
