import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { getEmailPort, type EmailMessage } from '@/integrations/email/port'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { getEnv } from '@/lib/env'
import type { ApplicationSettings } from '@/model/application-templates'
import type { Lead } from '@/payload-types'

import { issueContinueToken } from './continue-link.server'
import { continueLinkOf } from './emails/applicant'
import { fillTemplate, loadApplicationSettings, templateValues } from './emails/templates'

const DAY_MS = 24 * 60 * 60 * 1000
/** At most this many reminders a run; the next run (an hour later) takes the rest. */
const BATCH = 200

export function reminderEmail(lead: Pick<Lead, 'id' | 'firstName' | 'emailAddress'>, link: string, settings: ApplicationSettings, env: { SALES_TEAM_EMAIL: string }): EmailMessage {
  const filled = fillTemplate(settings.reminder, templateValues(lead.firstName, { link }))
  return { to: lead.emailAddress, subject: filled.subject, text: filled.body, replyTo: env.SALES_TEAM_EMAIL, about: { relationTo: 'leads', value: lead.id } }
}

/**
 * One reminder e-mail to each application still being filled in (membershipStatus Started) that was
 * started more than `reminderAfterDays` ago (Settings > Application e-mails) and has had none: a fresh
 * continue link, `reminderSentAt` and an audit line, and the e-mail queued, in one transaction per
 * lead. The lead's row is claimed with FOR UPDATE SKIP LOCKED and its conditions checked again under
 * the lock, so two workers running at once, or a run repeated, never send a second one.
 * Returns how many were sent.
 */
export async function sendApplicationReminders(payload: Payload, now = new Date()): Promise<number> {
  const settings = await loadApplicationSettings(payload)
  const cutoff = new Date(now.getTime() - settings.reminderAfterDays * DAY_MS).toISOString()
  const env = getEnv()
  const port = getEmailPort()

  const due = await payload.find({
    collection: 'leads',
    overrideAccess: true,
    depth: 0,
    limit: BATCH,
    pagination: false,
    sort: 'createdAt',
    select: { createdAt: true },
    where: { and: [{ membershipStatus: { equals: 'Started' } }, { reminderSentAt: { exists: false } }, { createdAt: { less_than: cutoff } }] },
  })

  let sent = 0
  for (const { id } of due.docs) {
    try {
      const outboxId = await withTransaction(payload, async (tx) => {
        const [claimed] = await sqlInTransaction<{ id: number }>(
          tx,
          sql`SELECT id FROM leads
              WHERE id = ${id} AND membership_status = 'Started' AND reminder_sent_at IS NULL AND created_at < ${cutoff}
                AND email_address NOT LIKE '%@erased.invalid'
              FOR UPDATE SKIP LOCKED`,
        )
        if (!claimed) return undefined // finished, reminded or being reminded by another worker meanwhile
        const token = await issueContinueToken(payload, id, tx, now)
        const lead = (await payload.update({
          collection: 'leads',
          id,
          req: tx,
          overrideAccess: true,
          depth: 0,
          data: { reminderSentAt: now.toISOString() },
          context: { auditEntry: 'Reminder e-mail sent, with a new link to carry on' },
        })) as Lead
        return port.queue(payload, reminderEmail(lead, continueLinkOf(env.serverUrl, token), settings, env), tx)
      })
      if (outboxId === undefined) continue
      await port.deliver(payload, [outboxId])
      sent++
    } catch (error) {
      // One lead that cannot be reminded (its e-mail row refused, say) holds none of the others up.
      payload.logger.error({ err: error, msg: `Application reminder for lead ${id} failed; it is tried again next run` })
    }
  }
  return sent
}
