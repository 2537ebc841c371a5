import { describe, expect, it } from 'vitest'

import { mayOpenStep, progressOf, resumePath, resumeStep, type ApplicationFacts } from './progress'

const address = { addressLine1: '1 King’s Road' }
const profile = { gender: 'Female', headShot: 7 }
const payment = { mandateId: 'MD1', mandateStatus: 'pending_submission' }

describe('where an application resumes', () => {
  const cases: [string, ApplicationFacts, number, string][] = [
    ['nothing yet', { membershipStatus: 'Started' }, 0, '/application/address'],
    ['a blank first line counts as no address', { address: { addressLine1: '  ' } }, 0, '/application/address'],
    ['an address', { address }, 1, '/application/about-you'],
    ['a profile without a photo', { address, profile: { gender: 'Male' } }, 1, '/application/about-you'],
    ['a photo without a profile', { address, profile: { headShot: 3 } }, 1, '/application/about-you'],
    ['address and profile', { address, profile }, 2, '/application/payment'],
    ['a failed mandate must be set up again', { address, profile, payment: { mandateId: 'MD1', mandateStatus: 'failed' } }, 2, '/application/payment'],
    ['a cancelled one too', { address, profile, payment: { mandateId: 'MD1', mandateStatus: 'cancelled' } }, 2, '/application/payment'],
    ['a live mandate', { address, profile, payment }, 3, '/application/summary'],
    ['applied', { membershipStatus: 'Applied', address, profile, payment }, 4, '/application/complete'],
    ['decided', { membershipStatus: 'Approved' }, 4, '/application/complete'],
  ]
  it.each(cases)('%s', (_name, lead, step, path) => {
    expect(resumeStep(lead)).toBe(step)
    expect(resumePath(lead)).toBe(path)
  })
})

describe('which steps may be opened', () => {
  it('opens every step up to the first one not done, and no further', () => {
    const lead = { address, profile }
    expect([0, 1, 2, 3, 4].map((s) => mayOpenStep(s as 0, lead))).toEqual([true, true, true, false, false])
  })
  it('opens only the confirmation once applied', () => {
    const lead = { membershipStatus: 'Applied', address, profile, payment }
    expect([0, 1, 2, 3, 4].map((s) => mayOpenStep(s as 0, lead))).toEqual([false, false, false, false, true])
  })
  it('reads a held photo whether it is an id or a document', () => {
    expect(progressOf({ profile: { gender: 'Female', headShot: { id: 4 } } }).photo).toBe(true)
    expect(progressOf({ profile: { gender: 'Female', headShot: null } }).photo).toBe(false)
  })
})
