import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

import { type Manifest, type Query, writeBackup } from './backup'

/**
 * The worker's nightly backup of the embedded database (issue 35 §4, docs/decisions/068): once a
 * London day, from BACKUP_HOUR on, into DATA_DIR/backups/nightly-YYYY-MM-DD, keeping the last
 * BACKUP_KEEP. The day's folder is the record that it was done, so a restarted worker, or a second
 * worker, does not write it again; it is written under another name and renamed when whole, so a
 * backup cut off half-way is never counted (nor kept: the next run clears it).
 */

const PREFIX = 'nightly-'
const PARTIAL = '.partial-'

export const nightlyBackupName = (now: Date): string => `${PREFIX}${format(new TZDate(now, 'Europe/London'), 'yyyy-MM-dd')}`

/** Whether the day's backup is due: the hour has come (London time) and no whole backup of the day exists. */
export function nightlyBackupDue(existing: readonly string[], now: Date, hour: number): boolean {
  if (Number(format(new TZDate(now, 'Europe/London'), 'H')) < hour) return false
  return !existing.includes(nightlyBackupName(now))
}

/** The whole nightly backups beyond the newest `keep`, oldest first: the ones to delete. */
export function backupsToPrune(existing: readonly string[], keep: number): string[] {
  const whole = existing.filter((name) => /^nightly-\d{4}-\d{2}-\d{2}$/.test(name)).sort()
  return whole.slice(0, Math.max(0, whole.length - keep))
}

const list = (dir: string): string[] => {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

export type NightlyBackupResult = { written: string; manifest: Manifest; pruned: string[] } | null

/**
 * Writes the day's backup if it is due, then deletes the oldest beyond `keep`. Null when nothing
 * was due. The caller holds the job's advisory lock (docs/decisions/066).
 */
export async function runNightlyBackup(options: { query: Query; dataDir: string; keep: number; hour: number; now?: Date }): Promise<NightlyBackupResult> {
  const now = options.now ?? new Date()
  const dir = path.join(options.dataDir, 'backups')
  if (!nightlyBackupDue(list(dir), now, options.hour)) return null
  mkdirSync(dir, { recursive: true })
  // What a run cut off left behind.
  for (const name of list(dir).filter((n) => n.startsWith(PARTIAL))) rmSync(path.join(dir, name), { recursive: true, force: true })
  const name = nightlyBackupName(now)
  const partial = path.join(dir, `${PARTIAL}${name}`)
  const manifest = await writeBackup(options.query, partial, options.dataDir)
  renameSync(partial, path.join(dir, name))
  const pruned = backupsToPrune(list(dir), options.keep)
  for (const old of pruned) rmSync(path.join(dir, old), { recursive: true, force: true })
  return { written: name, manifest, pruned }
}
