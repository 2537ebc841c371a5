import type { CollectionBeforeOperationHook } from 'payload'

import { controlCharacterParameter, controlCharacterPath, controlCharactersMessage } from '@/lib/validation/control-characters'

import { badRequest } from './bad-request'

/**
 * A NUL or other control character in a REST or GraphQL call's parameters, filter or body (a name,
 * an e-mail, a note) reached PostgreSQL, which cannot store it in text: the call failed after the
 * query was sent, with the query's values in the log (issue 32 §5). Refused with 400 before any SQL;
 * Payload answers it as `{ errors: [{ message }] }`. The server's own Local API calls are not checked.
 */
export const refuseControlCharacters: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.payloadAPI === 'local') return args
  const field =
    (req.searchParams ? controlCharacterParameter(req.searchParams) : undefined) ??
    controlCharacterPath((args as { where?: unknown }).where, 'where') ??
    controlCharacterPath((args as { data?: unknown }).data)
  if (field) throw badRequest(controlCharactersMessage(field))
  return args
}
