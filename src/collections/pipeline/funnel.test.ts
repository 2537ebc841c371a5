import { describe, expect, it } from 'vitest'

import { followApplication, statusAfter } from './funnel'

const run = (args: { data: Record<string, unknown>; originalDoc?: Record<string, unknown>; operation: 'create' | 'update' }) =>
  followApplication({ ...args, collection: {} as never, context: {}, req: {} as never } as never) as Record<string, unknown>

describe('a lead’s status following its application (decision 053)', () => {
  it('moves each step of the funnel to its stage', () => {
    expect(statusAfter('new', 'Started')).toBe('started')
    expect(statusAfter('started', 'Applied')).toBe('applied')
    expect(statusAfter('applied', 'Approved')).toBe('approved')
    expect(statusAfter('applied', 'Declined')).toBe('declined')
    expect(statusAfter('applied', 'Waitlisted')).toBe('waitlisted')
    expect(statusAfter('waitlisted', 'Approved')).toBe('approved')
    expect(statusAfter('approved', 'Member')).toBe('member')
  })

  it('moves a staff choice of a sales stage, Won or Lost on, but never back from a further funnel stage', () => {
    for (const staff of ['contacted', 'tour-booked', 'toured', 'won', 'lost']) expect(statusAfter(staff, 'Applied'), staff).toBe('applied')
    expect(statusAfter('approved', 'Applied')).toBeUndefined()
    expect(statusAfter('member', 'Approved')).toBeUndefined()
    expect(statusAfter('applied', 'Applied')).toBeUndefined()
  })

  it('follows a change of the application’s status, unless the same write sets the status', () => {
    expect(run({ operation: 'create', data: { status: 'new', membershipStatus: 'Started' } }).status).toBe('started')
    expect(run({ operation: 'update', data: { membershipStatus: 'Applied' }, originalDoc: { status: 'contacted', membershipStatus: 'Started' } }).status).toBe('applied')
    // A save that leaves the application where it was leaves the staff's choice alone.
    expect(run({ operation: 'update', data: { membershipStatus: 'Started' }, originalDoc: { status: 'contacted', membershipStatus: 'Started' } }).status).toBeUndefined()
    expect(run({ operation: 'update', data: { membershipStatus: 'Applied', status: 'lost' }, originalDoc: { status: 'started', membershipStatus: 'Started' } }).status).toBe('lost')
    expect(run({ operation: 'update', data: { firstName: 'Jane' }, originalDoc: { status: 'lost', membershipStatus: 'Applied' } }).status).toBeUndefined()
  })
})
