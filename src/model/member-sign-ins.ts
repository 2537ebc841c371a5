import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'

import { sqlInTransaction } from '@/lib/db/transaction'
import type { Member } from '@/payload-types'

/**
 * Disabling an account ends every sign-in it has (issue 32): its refresh tokens are revoked in the
 * same transaction, so the account's access tokens fail too (they live only while their sign-in
 * stands) and enabling the account again brings none of them back. The member signs in afresh.
 */
export const endSignInsWhenDisabled: CollectionAfterChangeHook<Member> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'Disabled' || previousDoc?.status === 'Disabled') return doc
  await sqlInTransaction(req, sql`UPDATE member_sessions SET revoked_at = now(), updated_at = now() WHERE member_id = ${doc.id} AND revoked_at IS NULL`)
  return doc
}
