import { afterEach, describe, expect, it, vi } from 'vitest'

import { WITHHELD } from './outbox'
import { unseal } from './seal'
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
const secret = 'unit-test-secret-0123456789abcdef0123'
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
    const result = await createSmtpPort({ secret, url: server.url, from }).send(stub.payload, message)

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
    const result = await createSmtpPort({ secret, url: server.url, from }).send(stub.payload, { ...message, attachments: [calendar] })

    expect(result).toEqual({ id: 1, status: 'sent' })
    expect(attachmentsIn(server.received[0]!.data)).toEqual([{ ...calendar, contentType: `${calendar.contentType}; name=wine-tasting.ics` }])
    expect(stub.row(1).attachments).toEqual([calendar])
  })

  it('sends the attachments of a message whose body the outbox must not keep, but keeps only their names', async () => {
    server = await startSmtpTestServer()
    const stub = outboxStub()
    await createSmtpPort({ secret, url: server.url, from }).send(stub.payload, { ...message, attachments: [calendar], outboxCopy: { text: 'Dear Anna, [link removed]' } })

    expect(attachmentsIn(server.received[0]!.data).map((a) => a.content)).toEqual([calendar.content])
    expect(stub.row(1)).toMatchObject({ text: 'Dear Anna, [link removed]', attachments: [{ ...calendar, content: WITHHELD }] })
  })

  it('leaves the message queued for the worker’s relay after three attempts when the server refuses connections, without throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const port = await closedPort()
    const stub = outboxStub()
    const before = Date.now()
    const result = await createSmtpPort({ secret, url: `smtp://127.0.0.1:${port}`, from, retryDelaysMs: fast }).send(stub.payload, message)

    expect(result).toEqual({ id: 1, status: 'queued' })
    expect(stub.row(1)).toMatchObject({ status: 'queued', attempts: 3 })
    expect(stub.row(1).error).toMatch(/ECONNREFUSED/)
    // Back-off with jitter after three failures: between two and four minutes.
    const wait = Date.parse(stub.row(1).nextAttemptAt) - before
    expect(wait).toBeGreaterThanOrEqual(2 * 60_000)
    expect(wait).toBeLessThan(4 * 60_000 + 10_000)
    expect(Date.parse(stub.row(1).retryUntil) - before).toBeGreaterThanOrEqual(24 * 60 * 60_000)
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/outbox 1\) not sent after 3 attempt.*left for the worker to retry/))
  })

  it('keeps the real body of a withheld message sealed for the relay until it is sent, then wipes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const link = 'https://club.test/reset-password/abcdefghijklmnopqrstuvwxyz0123456789'
    const withheld = { ...message, text: `Reset here: ${link}`, outboxCopy: { text: 'Reset here: [link removed]' } }
    const down = await closedPort()
    const stub = outboxStub()
    await createSmtpPort({ secret, url: `smtp://127.0.0.1:${down}`, from, retryDelaysMs: fast }).send(stub.payload, withheld)
    const created = stub.created[0]!.data as { text: string; sealed: string; withheld: boolean }
    expect(created).toMatchObject({ text: 'Reset here: [link removed]', withheld: true })
    expect(created.sealed).not.toContain(link)
    expect(unseal(created.sealed, secret).text).toBe(withheld.text)
    expect(() => unseal(created.sealed, 'another-secret-0123456789abcdef0123456')).toThrow()
    expect(stub.row(1).sealed).toBe(created.sealed)

    server = await startSmtpTestServer()
    const sent = outboxStub()
    await createSmtpPort({ secret, url: server.url, from }).send(sent.payload, withheld)
    expect(server.received[0]!.data.replace(/=\r\n/g, '')).toContain(link)
    expect(sent.row(1)).toMatchObject({ status: 'sent', sealed: null, text: 'Reset here: [link removed]' })
  })

  it('tries again after a temporary refusal and records how many attempts it took', async () => {
    let refusals = 1
    server = await startSmtpTestServer({ rcptReply: () => (refusals-- > 0 ? '451 4.3.0 Try again later' : undefined) })
    const stub = outboxStub()
    const result = await createSmtpPort({ secret, url: server.url, from, retryDelaysMs: fast }).send(stub.payload, message)

    expect(result.status).toBe('sent')
    expect(server.received).toHaveLength(1)
    expect(stub.row(1)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('does not repeat a message the server refused for good', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server = await startSmtpTestServer({ rcptReply: () => '550 5.1.1 No such user' })
    const stub = outboxStub()
    const result = await createSmtpPort({ secret, url: server.url, from, retryDelaysMs: fast }).send(stub.payload, message)

    expect(result.status).toBe('failed')
    expect(stub.row(1)).toMatchObject({ status: 'failed', attempts: 1 })
    expect(stub.row(1).error).toMatch(/550 5\.1\.1 No such user/)
  })

  it('still sends when the outbox cannot be written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server = await startSmtpTestServer()
    const stub = outboxStub({ failWith: new Error('database is down') })
    const result = await createSmtpPort({ secret, url: server.url, from }).send(stub.payload, message)

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
