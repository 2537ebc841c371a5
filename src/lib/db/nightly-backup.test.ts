import { describe, expect, it } from 'vitest'

import { backupsToPrune, nightlyBackupDue, nightlyBackupName } from './nightly-backup'

describe('the nightly backup', () => {
  it('is named for the London day', () => {
    // 23:30 UTC in summer is already the next day in London.
    expect(nightlyBackupName(new Date('2026-07-01T23:30:00Z'))).toBe('nightly-2026-07-02')
    expect(nightlyBackupName(new Date('2026-12-07T23:30:00Z'))).toBe('nightly-2026-12-07')
  })

  it('is due once a day, from the hour on', () => {
    const before = new Date('2026-12-07T02:59:00Z')
    const at = new Date('2026-12-07T03:00:00Z')
    expect(nightlyBackupDue([], before, 3)).toBe(false)
    expect(nightlyBackupDue([], at, 3)).toBe(true)
    expect(nightlyBackupDue(['nightly-2026-12-06'], at, 3)).toBe(true)
    expect(nightlyBackupDue(['nightly-2026-12-07'], at, 3)).toBe(false)
    // A run cut off half-way does not count as the day's backup.
    expect(nightlyBackupDue(['.partial-nightly-2026-12-07'], at, 3)).toBe(true)
  })

  it('keeps the newest whole backups, and nothing else of its own', () => {
    const names = ['nightly-2026-12-03', 'nightly-2026-12-05', 'nightly-2026-12-04', 'clubhouse-20261201-120000', '.partial-nightly-2026-12-06', 'nightly-2026-12-06']
    expect(backupsToPrune(names, 2)).toEqual(['nightly-2026-12-03', 'nightly-2026-12-04'])
    expect(backupsToPrune(names, 7)).toEqual([])
  })
})
