import type { AfterErrorHook } from 'payload'

/** What busboy (Payload's multipart parser) throws for a body that is not well-formed multipart. */
const MALFORMED_BODY = new Set([
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Malformed urlencoded form',
  'Multipart: Boundary not found',
  'Malformed content type',
  'Missing Content-Type',
  'Request is not eligible for file upload',
])

/** The SQLSTATE of a PostgreSQL error anywhere in the cause chain (Drizzle wraps pg's error). */
function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/** 400 when the error came from what the client sent, otherwise undefined (a real server error). */
export function clientErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  // Class 22, data exception: a value from the query that the column cannot hold, e.g.
  // where[id][in]=1,2,abc (NaN for an integer) or a page so far on that the offset overflows.
  if (sqlState(error)?.startsWith('22')) return 'A value in the request does not fit its field.'
  // JSON in a query parameter (where=, data=) or in a multipart _payload field.
  if (error instanceof SyntaxError) return 'The request holds JSON that could not be read.'
  if (MALFORMED_BODY.has(error.message) || error.message.startsWith('Unsupported content type')) return 'The request body could not be read.'
  return undefined
}

/**
 * Payload answers any error it did not raise itself with 500. Errors caused by the request's own
 * content are the client's: they get 400 and a message saying what was wrong, never the details.
 */
export const answerClientErrors: AfterErrorHook = ({ error }) => {
  const status = (error as { status?: number }).status
  if (status && status < 500 && status !== 0) return
  const message = clientErrorMessage(error)
  if (message) return { status: 400, response: { errors: [{ message }] } }
}
