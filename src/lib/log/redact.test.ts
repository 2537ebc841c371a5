import { Console } from 'node:console'
import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { installConsoleRedaction, redactError, redactText, redactValue } from './redact'

/** What Drizzle throws for a query PostgreSQL refused (drizzle-orm's DrizzleQueryError, as Payload's adapter bundles it). */
class DrizzleQueryError extends Error {
  constructor(
    public query: string,
    public params: unknown[],
    cause?: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params}`)
    this.cause = cause
  }
}

/** pg's DatabaseError: SQLSTATE and the row's values in `detail`. */
const pgError = (message: string, extra: Record<string, unknown>) => Object.assign(new Error(message), { name: 'error', ...extra })

const PERSON = ['Amelia', 'Hart', 'amelia.hart@example.com', '+447700900123', '1988-04-17', 'Window seat\nplease, nut allergy']

const failedInsert = () =>
  new DrizzleQueryError(
    'insert into "leads" ("first_name", "last_name", "email_address", "mobile_number", "date_of_birth", "notes") values ($1, $2, $3, $4, $5, $6)',
    PERSON,
    pgError('invalid byte sequence for encoding "UTF8": 0x00', { code: '22021', detail: 'Key (email_address)=(amelia.hart@example.com) already exists.', table: 'leads' }),
  )

/** Everything a console call would print, as text. */
function printed(log: (c: Console) => void): string {
  let out = ''
  const sink = new Writable({ write: (chunk, _e, done) => ((out += String(chunk)), done()) })
  const c = new Console({ stdout: sink, stderr: sink, colorMode: false })
  installConsoleRedaction(c)
  log(c)
  return out
}

const leaks = (text: string) => PERSON.flatMap((p) => p.split('\n')).filter((p) => text.includes(p))

describe('log redaction', () => {
  it('prints a failed query’s values when not redacted (the control)', () => {
    let out = ''
    const sink = new Writable({ write: (chunk, _e, done) => ((out += String(chunk)), done()) })
    new Console({ stdout: sink, stderr: sink }).error('API endpoint failed:', failedInsert())
    expect(leaks(out)).toEqual(['Amelia', 'Hart', 'amelia.hart@example.com', '+447700900123', '1988-04-17', 'Window seat', 'please, nut allergy'])
  })

  it('keeps no value of a failed query in what the console prints, and keeps the SQL, SQLSTATE and stack', () => {
    const out = printed((c) => c.error('API endpoint failed:', failedInsert()))
    expect(leaks(out)).toEqual([])
    expect(out).toContain('insert into "leads"')
    expect(out).toContain('params: [redacted]')
    expect(out).toContain("code: '22021'")
    expect(out).toContain('Key (email_address)=([redacted]) already exists.')
    expect(out).toMatch(/\n\s+at /)
    // Still of its class, so Payload's logger names it.
    expect(redactError(failedInsert())).toBeInstanceOf(DrizzleQueryError)
  })

  it('redacts texts that quote an error, and SQL literals', () => {
    const text = `Could not store enquiry: ${failedInsert().message}`
    expect(leaks(redactText(text))).toEqual([])
    expect(redactText(`Failed query: select * from "members" where "email" = 'amelia.hart@example.com'\nparams: `)).toBe(
      `Failed query: select * from "members" where "email" = '[redacted]'\nparams: [redacted]`,
    )
    expect(redactText('invalid input syntax for type date: "1988-04-17x"')).toBe('invalid input syntax for type date: "[redacted]"')
    expect(redactText('Failing row contains (7, Amelia, Hart).')).toBe('Failing row contains ([redacted]).')
  })

  it('walks the cause chain and plain objects as a logger hands them over', () => {
    const wrapped = new Error('Could not take a ticket order', { cause: failedInsert() })
    const safe = redactValue({ msg: 'failed', err: wrapped }) as { err: Error & { cause: Error & { params?: unknown; cause: { detail: string } } } }
    expect(safe.err.cause.params).toBeUndefined()
    expect(safe.err.cause.message).toContain('params: [redacted]')
    expect(safe.err.cause.cause.detail).toBe('Key (email_address)=([redacted]) already exists.')
    expect(leaks(JSON.stringify(redactValue({ err: { type: 'DrizzleQueryError', message: 'x', params: PERSON } })))).toEqual([])
  })

  it('leaves other log lines as they are', () => {
    expect(redactText('Released 2 member add(s) left processing by a process that stopped.')).toBe('Released 2 member add(s) left processing by a process that stopped.')
    const plain = new Error('connect ECONNREFUSED 127.0.0.1:5432')
    expect(redactError(plain).message).toBe(plain.message)
    expect(printed((c) => c.log('ready on port', 3000))).toBe('ready on port 3000\n')
  })
})
