import type { ServerProps, Where } from 'payload'

import { isAdmin } from '@/lib/access'

import { ResendEmail } from './ResendEmail.client'

/** How many failed e-mails the front page lists; the outbox's own list, linked, has them all. */
const SHOWN = 10

const when = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(iso))

/**
 * For administrators, on the back office's front page: the e-mails the worker gave up on (after a
 * day of retries, or a refusal), each with "Send again" (docs/decisions/042). Nothing when none failed.
 */
export async function FailedEmails({ payload, user }: Pick<ServerProps, 'payload' | 'user'>) {
  if (!isAdmin({ user } as never)) return null
  const where: Where = { and: [{ status: { equals: 'failed' } }, { to: { not_like: '@erased.invalid' } }] }
  const failed = await payload.find({ collection: 'outbox', where, sort: '-updatedAt', limit: SHOWN, depth: 0, overrideAccess: false, user })
  if (failed.totalDocs === 0) return null
  const admin = payload.config.routes.admin
  return (
    <section aria-labelledby="dashboard-failed-emails" style={{ marginBottom: 'calc(var(--base, 20px) * 2)' }}>
      <h2 id="dashboard-failed-emails" style={{ margin: '0 0 4px' }}>
        E-mails not delivered ({failed.totalDocs})
      </h2>
      <p style={{ margin: '0 0 var(--base, 20px)', color: 'var(--theme-elevation-600)' }}>
        The mail server refused these, or could not be reached for a day. Send one again once the cause is fixed.
      </p>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 'calc(var(--base, 20px) / 2)' }}>
        {failed.docs.map((email) => (
          <li key={email.id} style={{ padding: 'calc(var(--base, 20px) * 0.6)', border: '1px solid var(--theme-elevation-150)', borderLeft: '3px solid var(--theme-error-500)', borderRadius: 4 }}>
            <a href={`${admin}/collections/outbox/${email.id}`} style={{ fontWeight: 600 }}>
              {email.subject}
            </a>{' '}
            to {email.to}, {when(email.updatedAt)}
            {email.error ? <span style={{ display: 'block', color: 'var(--theme-elevation-600)' }}>{email.error}</span> : null}
            <span style={{ display: 'block', marginTop: 6 }}>
              {email.withheld ? (
                'It held a private link that is no longer kept: ask the recipient to request a new one.'
              ) : (
                <ResendEmail id={email.id} />
              )}
            </span>
          </li>
        ))}
      </ul>
      {failed.totalDocs > SHOWN ? (
        <p style={{ marginTop: 8 }}>
          <a href={`${admin}/collections/outbox?where[status][equals]=failed`}>All {failed.totalDocs} failed e-mails</a>
        </p>
      ) : null}
    </section>
  )
}
