import { describe, expect, it } from 'vitest'

import { mandateChange, supersedes } from './mandate-events'

const event = (action: string, createdAt = '2026-11-25T10:00:00.000Z', resourceType = 'mandates') => ({ resourceType, action, createdAt })

describe('mandate events', () => {
  it.each([
    ['created', 'pending_submission'],
    ['submitted', 'submitted'],
    ['active', 'active'],
    ['reinstated', 'active'],
    ['failed', 'failed'],
    ['cancelled', 'cancelled'],
    ['expired', 'expired'],
  ])('%s sets the mandate %s', (action, status) => {
    expect(mandateChange(event(action))?.mandateStatus).toBe(status)
  })

  it('ignores other resources and actions it does not know', () => {
    expect(mandateChange(event('created', undefined, 'payments'))).toBeNull()
    expect(mandateChange(event('transferred'))).toBeNull()
  })

  it('lets only a newer event change what the lead holds, whatever order they arrive in', () => {
    const active = mandateChange(event('active', '2026-11-25T10:02:00.000Z'))!
    const created = mandateChange(event('created', '2026-11-25T10:00:00.000Z'))!
    expect(supersedes(active, {})).toBe(true)
    expect(supersedes(created, { mandateStatus: 'active', at: active.at })).toBe(false)
    expect(supersedes(active, { mandateStatus: 'pending_submission', at: created.at })).toBe(true)
    const cancelledLater = mandateChange(event('cancelled', '2026-11-30T09:00:00.000Z'))!
    expect(supersedes(cancelledLater, { mandateStatus: 'active', at: active.at })).toBe(true)
  })

  it('breaks a tie in time by the mandate\'s life: active after submitted', () => {
    const submitted = mandateChange(event('submitted'))!
    const active = mandateChange(event('active'))!
    expect(supersedes(active, { mandateStatus: 'submitted', at: submitted.at })).toBe(true)
    expect(supersedes(submitted, { mandateStatus: 'active', at: active.at })).toBe(false)
  })
})
