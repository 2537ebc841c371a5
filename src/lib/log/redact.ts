/**
 * One redaction point for every log line the server writes (issue 32 §5). A failed query's error
 * carries what the visitor sent: Drizzle's message is `Failed query: <sql>\nparams: <values>` and
 * keeps the values in `params`; PostgreSQL's `detail` repeats a row's values ("Key (email)=(…)
 * already exists", "Failing row contains (…)"). Logged as they were, names, e-mail addresses,
 * phone numbers, dates of birth and booking notes reached the log. What stays: the error's kind,
 * the SQL with its placeholders (string literals in it blanked), SQLSTATE, constraint, table and
 * column, and the stack's frames: enough to find the fault, nothing about the person.
 *
 * Used by Payload's logger (./payload-logger.ts) and by the console (installConsoleRedaction), which
 * every `console.error('…', error)` in the app and Next's own error reports go through.
 */

export const REDACTED = '[redacted]'

/** Keys whose values are what the client sent, dropped wherever they appear on an error. */
const DROPPED_KEYS = new Set(['params', 'parameters', 'values', 'body', 'data', 'where', 'internalQuery', 'input'])

/** SQL string literals: values written into the text instead of passed as parameters. */
const SQL_LITERAL = /'(?:[^']|'')*'/g

export function redactSql(sql: string): string {
  return sql.replace(SQL_LITERAL, `'${REDACTED}'`)
}

/** A log text with the values of failed queries and PostgreSQL's row details taken out. */
export function redactText(text: string): string {
  return (
    text
      // Drizzle: "Failed query: <sql>\nparams: <values>"; the values run to the end of the message.
      .replace(/(Failed query: )([\s\S]*?)(\n\s*params: )[\s\S]*?(?=\n\s+at |\n\s*\{|$)/g, (_, head: string, sql: string, label: string) => `${head}${redactSql(sql)}${label}${REDACTED}`)
      // PostgreSQL's details: "Key (email)=(a@b.c) already exists", "Failing row contains (…)".
      .replace(/(Key \([^)]*\)=\()[\s\S]*?(\)(?: already exists| is not present| conflicts)|\)\.?$)/gm, `$1${REDACTED}$2`)
      .replace(/(Failing row contains \()[\s\S]*?(\)\.?$)/gm, `$1${REDACTED}$2`)
      // A value its column could not read: 'invalid input syntax for type date: "…"'.
      .replace(/(invalid input (?:syntax|value) for [^:\n]*: )"[^\n]*"/g, `$1"${REDACTED}"`)
  )
}

const MAX_DEPTH = 5

/**
 * A copy of an error that is safe to log: message, stack and cause chain redacted, the client's
 * values dropped. The copy is an Error, so the console still prints it as one.
 */
export function redactError(error: Error, depth = 0): Error {
  // Of the same class, so a logger still names it (pino's `type` is the constructor's name).
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error
  Object.defineProperty(copy, 'message', { value: redactText(error.message), enumerable: false, writable: true, configurable: true })
  Object.defineProperty(copy, 'name', { value: error.name, enumerable: false, writable: true, configurable: true })
  // The stack's first lines repeat the message: rebuild it from the redacted message and the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  Object.defineProperty(copy, 'stack', { value: [`${error.name}: ${copy.message}`, ...frames].join('\n'), enumerable: false, writable: true, configurable: true })
  for (const [key, value] of Object.entries(error)) {
    if (key === 'stack' || key === 'message' || key === 'name' || key === 'cause') continue
    if (DROPPED_KEYS.has(key)) continue
    ;(copy as unknown as Record<string, unknown>)[key] = redactValue(value, depth + 1)
  }
  const cause = (error as { cause?: unknown }).cause
  if (cause !== undefined) Object.defineProperty(copy, 'cause', { value: redactValue(cause, depth + 1), enumerable: false, writable: true, configurable: true })
  return copy
}

/** Any value given to a log call, made safe: errors and texts redacted, plain objects walked. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value
  if (value instanceof Error) return redactError(value, depth)
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1))
  if (Object.getPrototypeOf(value) !== Object.prototype) return value
  // An error already turned into a plain object (a serializer's output) loses the same keys.
  const errorLike = typeof (value as { message?: unknown }).message === 'string' && ('stack' in value || 'type' in value)
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    if (errorLike && DROPPED_KEYS.has(key)) continue
    out[key] = redactValue(inner, depth + 1)
  }
  return out
}

const INSTALLED = Symbol.for('clubhouse.consoleRedaction')

/**
 * Every console call of the server process passes its arguments through redactValue first. Once per
 * process; the original methods stay behind the wrappers.
 */
export function installConsoleRedaction(target: Console = console): void {
  const marked = target as Console & { [INSTALLED]?: true }
  if (marked[INSTALLED]) return
  marked[INSTALLED] = true
  for (const method of ['error', 'warn', 'log', 'info', 'debug', 'trace'] as const) {
    const original = target[method].bind(target)
    target[method] = (...args: unknown[]) => original(...args.map((a) => redactValue(a)))
  }
}
