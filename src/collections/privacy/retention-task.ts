import type { TaskConfig } from 'payload'

import { withTransaction } from '@/lib/db/transaction'

import { expireUnconverted } from './erase'

/**
 * Nightly: anonymises leads and enquiries past the retention period set under Settings > Data
 * protection. Off (does nothing) while no period is set. Run by the launcher's call to Payload's
 * jobs endpoint, which queues scheduled tasks when they are due.
 */
export const expireUnconvertedTask: TaskConfig<'expireUnconverted'> = {
  slug: 'expireUnconverted',
  label: 'Remove personal data past the retention period',
  schedule: [{ cron: '15 3 * * *', queue: 'default' }],
  retries: 2,
  outputSchema: [
    { name: 'months', type: 'number' },
    { name: 'leads', type: 'number' },
    { name: 'enquiries', type: 'number' },
    { name: 'outbox', type: 'number' },
    { name: 'submissions', type: 'number' },
  ],
  handler: async ({ req }) => {
    const settings = await req.payload.findGlobal({ slug: 'privacy', req, overrideAccess: true })
    const months = settings.retentionMonths
    if (!months) return { output: { months: 0, leads: 0, enquiries: 0, outbox: 0, submissions: 0 } }
    const counts = await withTransaction(req.payload, (tx) => expireUnconverted(tx, months), req)
    return { output: { months, leads: counts.leads, enquiries: counts.enquiries, outbox: counts.outbox, submissions: counts.submissions } }
  },
}
