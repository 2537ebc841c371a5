import { afterEach, describe, expect, it, vi } from 'vitest'

import { createLocalPort } from './local'
import { outboxStub } from './outbox-stub'

const message = { to: 'anna@example.com', subject: 'Hello', text: 'Dear Anna,', about: { relationTo: 'enquiries' as const, value: 3 } }

afterEach(() => vi.restoreAllMocks())

describe('local outbox e-mail', () => {
  it('keeps the message in the outbox for staff to read', async () => {
    const stub = outboxStub()
    const result = await createLocalPort({ from: 'hello@club.test' }).send(stub.payload, message)
    expect(result).toEqual({ id: 1, status: 'local' })
    expect(stub.created).toEqual([
      { collection: 'outbox', data: expect.objectContaining({ ...message, from: 'hello@club.test', status: 'local', transport: 'local' }) },
    ])
    expect(stub.updated).toEqual([])
  })

  it('keeps attachments with the message', async () => {
    const stub = outboxStub()
    const attachments = [{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }]
    await createLocalPort({ from: 'hello@club.test' }).send(stub.payload, { ...message, attachments })
    expect(stub.row(1).attachments).toEqual(attachments)
  })

  it('reports a message it could not keep as failed instead of throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const stub = outboxStub({ failWith: new Error('database is down') })
    await expect(createLocalPort({ from: 'hello@club.test' }).send(stub.payload, message)).resolves.toEqual({ id: 'unrecorded', status: 'failed' })
    expect(console.error).toHaveBeenCalledOnce()
  })
})
