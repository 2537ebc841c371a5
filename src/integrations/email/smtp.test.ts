import { afterEach, describe, expect, it, vi } from 'vitest'

import { WITHHELD } from './outbox'
import { outboxStub } from './outbox-stub'
import { createSmtpPort, isTransient, RETRY_DELAYS_MS } from './smtp'
import { closedPort, startSmtpTestServer, type SmtpTestServer } from './smtp-test-server'

const message = {
  to: 'anna@example.com',
  subject: 'Thank you for booking a tour',
  text: 'Dear Anna,\n\nOur membership team will be in touch within 24 hours.\n.\nA line that was a lone dot.',
  replyTo: 'membership@club.test',
  about: { relationTo: 'leads' as const, value: 7 },
}
const from = 'The Club <hello@club.test>'
const fast = [1, 1]
// Non-ASCII, CRLF line ends and a lone dot: each would show a transfer encoding that loses or mangles text.
const calendar = {
  filename: 'wine-tasting.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:event-12@club.test\r\nSUMMARY:Wine tasting — Café Room\r\nDESCRIPTION:Doors at 7.\r\n.\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
}

/** The attachments in a raw message, decoded, with the Content-Type header the server received. */
function attachmentsIn(data: string): { filename: string; contentType: string; content: string }[] {
  const boundary = /boundary="([^"]+)"/.exec(data)?.[1]
  if (!boundary) return []
  return data
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const [head = '', ...body] = part.replace(/^\r\n/, '').split('\r\n\r\n')
      const headers = head.replace(/\r\n[ \t]+/g, ' ')
      const filename = /^Content-Disposition: attachment; filename="?([^"\r\n]+)"?$/im.exec(headers)?.[1]
      if (!filename) return []
      const raw = body.join('\r\n\r\n').replace(/\r\n$/, '')
      const base64 = /^Content-Transfer-Encoding: base64$/im.test(headers)
      const contentType = /^Content-Type: (.+)$/im.exec(headers)?.[1] ?? ''
      return [{ filename, contentType, content: base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw }]
    })
}

let server: SmtpTestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
  vi.restoreAllMocks()
})

describe('SMTP e-mail', () => {
  it('delivers over a real socket with the URL’s credentials and records the message as sent', async () => {
    server = await startSmtpTestServer()
    const stub = outboxStub()
    const result = await createSmtpPort({ url: server.url, from }).send(stub.payload, message)

    expect(result).toEqual({ id: 1, status: 'sent' })
    expect(server.received).toHaveLength(1)
    const mail = server.received[0]!
    expect(mail).toMatchObject({ from: 'hello@club.test', to: ['anna@example.com'], auth: 'club:s3cret' })
    expect(mail.data).toMatch(/^From: The Club <hello@club\.test>$/m)
    expect(mail.data).toMatch(/^To: anna@example\.com$/m)
    expect(mail.data).toMatch(/^Reply-To: membership@club\.test$/m)
    expect(mail.data).toMatch(/^Subject: Thank you for booking a tour$/m)
    expect(mail.data.replace(/=\r\n/g, '')).toContain('Our membership team will be in touch within 24 hours.\r\n.\r\nA line that was a lone dot.')

    expect(stub.created).toEqual([
      {
        collection: 'outbox',
        data: expect.objectContaining({ ...message, from, status: 'queued', transport: 'smtp', attempts: 0 }),
      },
    ])
    const row = stub.row(1)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null })
    expect(row.messageId).toMatch(/^<.+@.+>$/)
    expect(mail.data).toContain(`Message-ID: ${row.messageId}`)
    expect(Date.now() - Date.parse(row.sentAt)).toBeLessThan(60_000)
  })

  it('sends attachments with their name, type and content, and keeps them in the outbox', async () => {
    server = await startSmtpTestServer()
    const stub = outboxStub()
    const result = await createSmtpPort({ url: server.url, from }).send(stub.payload, { ...message, attachments: [calendar] })

    expect(result).toEqual({ id: 1, status: 'sent' })
    expect(attachmentsIn(server.received[0]!.data)).toEqual([{ ...calendar, contentType: `${calendar.contentType}; name=wine-tasting.ics` }])
    expect(stub.row(1).attachments).toEqual([calendar])
  })

  it('delivers a queued message with the attachments stored on its outbox row, once', async () => {
    server = await startSmtpTestServer()
    const stub = outboxStub()
    const port = createSmtpPort({ url: server.url, from })
    const req = { transactionID: 'tx-1' } as unknown as Parameters<typeof port.queue>[2]
    const id = await port.queue(stub.payload, { ...message, attachments: [calendar] }, req)
    expect(server.received).toHaveLength(0)
    // As Payload reads an array field back: each row with an id of its own, which must not be sent.
    const stored = stub.created[0]!.data as { attachments: object[] }
    stored.attachments = stored.attachments.map((a) => ({ ...a, id: '6650d8e1f2a3b4c5d6e7f809' }))

    await port.deliver(stub.payload, [id])
    await port.deliver(stub.payload, [id])

    expect(server.received).toHaveLength(1)
    expect(server.received[0]!.data).toMatch(/^Subject: Thank you for booking a tour$/m)
    expect(attachmentsIn(server.received[0]!.data)).toEqual([{ ...calendar, contentType: `${calendar.contentType}; name=wine-tasting.ics` }])
    expect(stub.row(id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('sends the attachments of a message whose body the outbox must not keep, but keeps only their names', async () => {
    server = await startSmtpTestServer()
    const stub = outboxStub()
    await createSmtpPort({ url: server.url, from }).send(stub.payload, { ...message, attachments: [calendar], outboxCopy: { text: 'Dear Anna, [link removed]' } })

    expect(attachmentsIn(server.received[0]!.data).map((a) => a.content)).toEqual([calendar.content])
    expect(stub.row(1)).toMatchObject({ text: 'Dear Anna, [link removed]', attachments: [{ ...calendar, content: WITHHELD }] })
  })

  it('marks the message failed after three attempts when the server refuses connections, without throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const port = await closedPort()
    const stub = outboxStub()
    const result = await createSmtpPort({ url: `smtp://127.0.0.1:${port}`, from, retryDelaysMs: fast }).send(stub.payload, message)

    expect(result).toEqual({ id: 1, status: 'failed' })
    expect(stub.row(1)).toMatchObject({ status: 'failed', attempts: 3 })
    expect(stub.row(1).error).toMatch(/ECONNREFUSED/)
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/outbox 1\) not sent after 3 attempt/))
  })

  it('tries again after a temporary refusal and records how many attempts it took', async () => {
    let refusals = 1
    server = await startSmtpTestServer({ rcptReply: () => (refusals-- > 0 ? '451 4.3.0 Try again later' : undefined) })
    const stub = outboxStub()
    const result = await createSmtpPort({ url: server.url, from, retryDelaysMs: fast }).send(stub.payload, message)

    expect(result.status).toBe('sent')
    expect(server.received).toHaveLength(1)
    expect(stub.row(1)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('does not repeat a message the server refused for good', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server = await startSmtpTestServer({ rcptReply: () => '550 5.1.1 No such user' })
    const stub = outboxStub()
    const result = await createSmtpPort({ url: server.url, from, retryDelaysMs: fast }).send(stub.payload, message)

    expect(result.status).toBe('failed')
    expect(stub.row(1)).toMatchObject({ status: 'failed', attempts: 1 })
    expect(stub.row(1).error).toMatch(/550 5\.1\.1 No such user/)
  })

  it('still sends when the outbox cannot be written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server = await startSmtpTestServer()
    const stub = outboxStub({ failWith: new Error('database is down') })
    const result = await createSmtpPort({ url: server.url, from }).send(stub.payload, message)

    expect(result.status).toBe('sent')
    expect(result.id).toMatch(/^<.+>$/)
    expect(server.received).toHaveLength(1)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Could not record the e-mail'), expect.any(Error))
  })

  it('waits half a second, then two, between attempts', () => {
    expect(RETRY_DELAYS_MS).toEqual([500, 2000])
  })

  it('retries dropped connections and 4xx replies only', () => {
    expect(isTransient(Object.assign(new Error('x'), { code: 'ESOCKET' }))).toBe(true)
    expect(isTransient(Object.assign(new Error('x'), { code: 'ETIMEDOUT' }))).toBe(true)
    expect(isTransient(Object.assign(new Error('x'), { code: 'EENVELOPE', responseCode: 451 }))).toBe(true)
    expect(isTransient(Object.assign(new Error('x'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(false)
    expect(isTransient(Object.assign(new Error('x'), { code: 'EAUTH', responseCode: 535, permanent: true }))).toBe(false)
    expect(isTransient(Object.assign(new Error('x'), { code: 'ENOAUTH' }))).toBe(false)
    expect(isTransient(undefined)).toBe(false)
  })
})
