/**
 * The submissions worker (docs/decisions/012), started by `npm start` beside the web server: makes
 * the lead or enquiry of each stored submission, with its e-mails, once. Woken at once by the
 * NOTIFY that stores a submission, and every few seconds regardless (retries, missed wake-ups).
 * It runs at the lowest CPU priority: while a launch's submissions pour in,
 * acknowledging them comes first, and the records follow within seconds.
 * In production images it runs on its own, compiled (dist/scripts/worker.mjs, docs/decisions/071),
 * and with JOBS_ORIGIN set it also asks the web servers for the minute's due jobs, as the launcher
 * does under `npm start`.
 */
import { setPriority } from 'node:os'

import pg from 'pg'

import { lowerBackendPriority } from '../src/lib/db/backend-priority'

import { allowServerOnly } from './server-only.mjs'

const SWEEP_MS = 5_000
const REMINDERS_MS = 60 * 60_000
const HOLDS_MS = 60_000
/** How often the worker looks whether the night's backup is due (written once a day). */
const BACKUP_CHECK_MS = 60 * 60_000
const BACKUP_FIRST_CHECK_MS = 10 * 60_000
/** The outbox relay's sweep: e-mails whose next attempt has come (back-off, lapsed claims); a resend wakes it at once. */
const OUTBOX_MS = 10_000

// First, before the imports: loading Payload's config takes seconds of CPU, which must not compete
// with the web server answering its first visitors.
try {
  setPriority(19)
} catch {
  // not allowed here: run at the same priority
}

allowServerOnly()
const [{ default: config }, { getPayload }, { drainSubmissions }, { sendApplicationReminders }, { sweepMemberSessions }, { drainMemberAdds }, { COMPANY_MEMBER_ADDS_CHANNEL }, { getEnv }, { embeddedDatabaseUrl }, { sweepExpiredHolds }, { drainMemberInvitations }, { MEMBER_INVITATIONS_CHANNEL }] = await Promise.all([
  import('../src/payload.config'),
  import('payload'),
  import('../src/features/enquiries/process.server'),
  import('../src/features/application/reminder.server'),
  import('../src/features/members/accounts/sessions.server'),
  import('../src/features/application/corporate/member-adds.server'),
  import('../src/model/company-member-adds'),
  import('../src/lib/env'),
  import('../src/lib/db/embedded'),
  import('../src/features/events/tickets/orders/payments.server'),
  import('../src/features/members/accounts/invitations.server'),
  import('../src/model/member-invitations'),
])
const [{ getEmailPort }, { OUTBOX_CHANNEL }, { runDues, DUES_CHANNEL }, { JOBS_RUN_INTERVAL_MS, jobsRunToken }, { exclusively }, { runNightlyBackup }] = await Promise.all([
  import('../src/integrations/email/port'),
  import('../src/integrations/email/relay'),
  import('../src/features/dues/worker.server'),
  import('../src/lib/jobs'),
  import('../src/lib/db/exclusive'),
  import('../src/lib/db/nightly-backup'),
])

/**
 * JOBS_ORIGIN (production images, docs/decisions/071): where the minute's due jobs are asked for.
 * They run inside a web server's request (src/lib/jobs.ts explains why), one run at a time across
 * instances (docs/decisions/066); with several web servers behind a proxy, the proxy's internal
 * address, so whichever instance is up runs them. Unset (`npm start`): the launcher asks its own server.
 */
const jobsOrigin = getEnv().JOBS_ORIGIN?.replace(/\/$/, '')

const payload = await getPayload({ config })
// The embedded server's backends serving this worker get its priority too, or its queries (about
// 18 a record) compete with the site's at full priority.
if (!getEnv().DATABASE_URL) lowerBackendPriority((payload.db as unknown as { pool: pg.Pool }).pool)

let stopping = false

/**
 * A queue this worker empties: one run at a time; a wake-up during a run makes it go round once
 * more, so nothing that arrived meanwhile waits for the next sweep. `running` is the run in progress.
 */
function drainer(what: string, run: (p: typeof payload) => Promise<number>, done: (n: number) => string) {
  const queue = { running: undefined as Promise<void> | undefined, again: false, wake: () => {} }
  queue.wake = () => {
    if (queue.running) {
      queue.again = true
      return
    }
    queue.running = (async () => {
      do {
        queue.again = false
        const n = await run(payload)
        if (n > 0) payload.logger.info(`Submissions worker: ${done(n)}`)
      } while (queue.again && !stopping)
    })()
      .catch((error: unknown) => payload.logger.error({ err: error, msg: `Submissions worker: ${what} failed` }))
      .finally(() => (queue.running = undefined))
  }
  return queue
}

const submissions = drainer('drain', drainSubmissions, (n) => `made ${n} record(s)`)
/**
 * Corporate member adds (docs/decisions/023): Payload jobs on their own queue, queued by the API's
 * 202 and run here when its NOTIFY wakes the worker, and on every sweep (retries, missed wake-ups).
 */
const memberAdds = drainer('member adds', drainMemberAdds, (n) => `ran ${n} member add(s)`)
/** Invitations of members added by hand (src/model/member-invitations.ts, docs/decisions/039): the same way. */
const invitations = drainer('member invitations', drainMemberInvitations, (n) => `sent ${n} member invitation(s)`)
/**
 * The outbox relay (docs/decisions/042): queued e-mails whose next attempt is due are claimed (FOR
 * UPDATE SKIP LOCKED), sent and retried with back-off for a day, whatever left them queued (a crash
 * between commit and send, a refused or failed send). Over SMTP only: the local outbox is the delivery.
 */
const outbox = drainer('e-mail relay', (p) => getEmailPort().relay(p), (n) => `relayed ${n} e-mail(s)`)
/**
 * Membership dues (docs/decisions/061): collection started after an approval (its NOTIFY wakes
 * this), first failures retried, the sandbox's clock kept at today. A minute's sweep for the rest.
 */
const dues = drainer('dues', runDues, (n) => `started or retried ${n} collection(s)`)
const DUES_MS = 60_000
const drain = submissions.wake
const drainAdds = memberAdds.wake
const drainInvitations = invitations.wake

/** LISTEN on a connection of its own, reconnecting after the database comes back. */
async function listen() {
  const env = getEnv()
  while (!stopping) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL ?? (await embeddedDatabaseUrl(env.DATA_DIR)) })
    const lost = new Promise<void>((resolve) => {
      client.on('error', () => resolve())
      client.on('end', () => resolve())
    })
    try {
      await client.connect()
      const wakes: Record<string, () => void> = { [COMPANY_MEMBER_ADDS_CHANNEL]: drainAdds, [MEMBER_INVITATIONS_CHANNEL]: drainInvitations, [OUTBOX_CHANNEL]: outbox.wake, [DUES_CHANNEL]: dues.wake }
      client.on('notification', (message) => (wakes[message.channel] ?? drain)())
      await client.query('LISTEN submissions')
      await client.query(`LISTEN ${COMPANY_MEMBER_ADDS_CHANNEL}`)
      await client.query(`LISTEN ${MEMBER_INVITATIONS_CHANNEL}`)
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`)
      await client.query(`LISTEN ${DUES_CHANNEL}`)
      drain() // whatever arrived while not listening
      drainAdds()
      drainInvitations()
      outbox.wake()
      await lost
    } catch {
      // the database is away: the sweep keeps trying, and so does this loop
    }
    await client.end().catch(() => {})
    if (!stopping) await new Promise((r) => setTimeout(r, 1000))
  }
}

let reminding = false

/**
 * Every hour: expired members' sign-in rows are forgotten, and unfinished applications get their
 * one reminder e-mail (src/features/application/reminder.server.ts). Each lead is claimed under a row lock, so workers of several app servers never both send one.
 */
function remind() {
  if (reminding || stopping) return
  reminding = true
  sweepMemberSessions(payload)
    .then((gone) => gone > 0 && payload.logger.info(`Submissions worker: forgot ${gone} expired member sign-in(s)`))
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Submissions worker: member sign-in sweep failed' }))
  sendApplicationReminders(payload)
    .then((sent) => sent > 0 && payload.logger.info(`Submissions worker: sent ${sent} application reminder(s)`))
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Submissions worker: application reminders failed' }))
    .finally(() => (reminding = false))
}

let sweepingHolds = false

/**
 * Every minute: ticket holds whose time is up are cancelled, their seats put back on sale and their
 * checkouts closed at the provider (docs/decisions/026). Purchases also close their own event's.
 */
function sweepHolds() {
  if (sweepingHolds || stopping) return
  sweepingHolds = true
  sweepExpiredHolds(payload)
    .then((n) => n > 0 && payload.logger.info(`Submissions worker: released ${n} lapsed ticket hold(s)`))
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Submissions worker: ticket hold sweep failed' }))
    .finally(() => (sweepingHolds = false))
}

let jobsFailing = false

/** Every minute with JOBS_ORIGIN: the default queue's due jobs (scheduled publishing, the retention run), run by a web server. */
function askForDueJobs(origin: string) {
  if (stopping) return
  const token = jobsRunToken(payload.config.secret)
  const failed = (why: string) => {
    if (!jobsFailing) payload.logger.warn(`Submissions worker: asking ${origin} for the due jobs failed (${why}); trying again every minute.`)
    jobsFailing = true
  }
  fetch(`${origin}/internal/jobs`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(JOBS_RUN_INTERVAL_MS - 5_000) })
    .then((res) => {
      // 409: another instance was running them this minute.
      if (!res.ok && res.status !== 409) return failed(`answered ${res.status}`)
      if (jobsFailing) payload.logger.info(`Submissions worker: ${origin} runs the due jobs again.`)
      jobsFailing = false
    })
    .catch((error: unknown) => failed(error instanceof Error ? error.message : String(error)))
}

let backingUp = false

/**
 * Every hour with the embedded database: the night's backup once it is due, keeping BACKUP_KEEP
 * (src/lib/db/nightly-backup.ts). A database of its own (DATABASE_URL) is its host's to back up.
 */
function nightlyBackup() {
  const env = getEnv()
  if (backingUp || stopping || env.DATABASE_URL || env.BACKUP_KEEP === 0) return
  backingUp = true
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  exclusively(payload, 'nightly-backup', () =>
    runNightlyBackup({ query: (text, values) => pool.query(text, values as unknown[]), dataDir: env.DATA_DIR, keep: env.BACKUP_KEEP, hour: env.BACKUP_HOUR }),
  )
    .then((result) => {
      if (result.ran && result.value) payload.logger.info(`Submissions worker: nightly backup written to ${env.DATA_DIR}/backups/${result.value.written}${result.value.pruned.length ? `; removed ${result.value.pruned.join(', ')}` : ''}`)
    })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Submissions worker: nightly backup failed; trying again within the hour' }))
    .finally(() => (backingUp = false))
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true
    void Promise.allSettled([submissions.running, memberAdds.running, invitations.running, outbox.running, dues.running]).finally(() => process.exit(0))
  })
}
setInterval(drain, SWEEP_MS).unref()
drain()
setInterval(drainAdds, SWEEP_MS).unref()
drainAdds()
setInterval(drainInvitations, SWEEP_MS).unref()
drainInvitations()
if (getEmailPort().name === 'smtp') {
  setInterval(outbox.wake, OUTBOX_MS).unref()
  outbox.wake()
}
setInterval(dues.wake, DUES_MS).unref()
dues.wake()
setInterval(remind, REMINDERS_MS).unref()
remind()
setInterval(sweepHolds, HOLDS_MS).unref()
sweepHolds()
if (jobsOrigin) setInterval(() => askForDueJobs(jobsOrigin), JOBS_RUN_INTERVAL_MS).unref()
// The first look a few minutes after start, not during it: a start is when the site is busiest.
setTimeout(nightlyBackup, BACKUP_FIRST_CHECK_MS).unref()
setInterval(nightlyBackup, BACKUP_CHECK_MS).unref()
payload.logger.info('Submissions worker: ready')
await listen()
