import { APIError } from 'payload'

/**
 * A 400 whose message reaches the client. Payload answers an error's message only when the error
 * has a name, and the production build's minifier drops the class names Payload's errors take
 * theirs from: every guard's explanation was "An unknown error occurred." there (issue 32).
 */
export function badRequest(message: string): APIError<null> {
  const error = new APIError(message, 400, null, true)
  error.name = 'BadRequest'
  return error
}
