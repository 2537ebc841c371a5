import 'server-only'

import type { Payload } from 'payload'

import { getDirectDebitPort } from '@/integrations/direct-debit/port'
import { exclusively } from '@/lib/db/exclusive'

import { startCollections } from './collect.server'
import { followCompanyMembers } from './company.server'
import { retryWantedPayments } from './events.server'
import { endResignations } from './notice.server'
import { londonToday } from './schedule'

export { DUES_CHANNEL } from './fix.server'

/**
 * The worker's dues round (docs/decisions/061), when an approval's NOTIFY wakes it and on its
 * sweep: collection started for newly approved members, first failures retried where the provider
 * will not, companies' amounts following their members, resignations ending, and, on the local sandbox, its clock brought up to today so a running site's payments
 * move as Bacs's would (its events arrive as webhooks). Returns the number of things done.
 */
export async function runDues(payload: Payload): Promise<number> {
  // One round at a time across every instance's worker (docs/decisions/066): starting collection
  // claims its records, but retries, companies' amounts and resignations call the provider from
  // what they read, and two rounds at once would each call it.
  const done = await exclusively(payload, 'dues', async () => {
    const port = getDirectDebitPort(async () => payload)
    const started = await startCollections(payload, port)
    const retried = await retryWantedPayments(payload, port)
    const companies = await followCompanyMembers(payload, port)
    const resignations = await endResignations(payload, port)
    if (port.name === 'local' && port.advanceTo) await port.advanceTo(londonToday())
    return started + retried + companies + resignations
  })
  return done.ran ? done.value : 0
}
