import { describe, expect, it } from 'vitest'

import { applicationsWhere, stepLabel, stepOf, whereStep, type ApplicationStep, type StepFacts } from './review-steps'

const address = { addressLine1: '1 Sloane Square' }
const profile = { gender: 'Female', headShot: 4 }
const payment = { mandateId: 'MD123', mandateStatus: 'active' }

describe('the step an application has reached', () => {
  it.each<[string, StepFacts, ApplicationStep]>([
    ['nothing yet', { membershipStatus: 'Started' }, 'address'],
    ['an empty address line', { membershipStatus: 'Started', address: { addressLine1: ' ' } }, 'address'],
    ['the address', { membershipStatus: 'Started', address }, 'about-you'],
    ['about you', { membershipStatus: 'Started', address, profile }, 'payment'],
    ['about you without a photo', { membershipStatus: 'Started', address, profile: { gender: 'Female' } }, 'about-you'],
    ['a mandate that failed', { membershipStatus: 'Started', address, profile, payment: { mandateId: 'MD1', mandateStatus: 'failed' } }, 'payment'],
    ['the mandate', { membershipStatus: 'Started', address, profile, payment }, 'summary'],
    ['Applied', { membershipStatus: 'Applied', address, profile, payment }, 'complete'],
    ['a decision', { membershipStatus: 'Waitlisted', address, profile, payment }, 'complete'],
    ['Declined, whatever is stored', { membershipStatus: 'Declined' }, 'complete'],
  ])('%s', (_, lead, step) => {
    expect(stepOf(lead)).toBe(step)
  })

  it('labels the steps as the application’s stepper counts them', () => {
    expect((['address', 'about-you', 'payment', 'summary', 'complete'] as const).map(stepLabel)).toEqual(['1/5 Address', '2/5 About you', '3/5 Payment', '4/5 Summary', '5/5 Confirmation'])
  })

  it('filters applications only, then by step and status', () => {
    expect(applicationsWhere({})).toEqual({ and: [{ membershipStatus: { exists: true } }] })
    expect(applicationsWhere({ step: 'complete', status: 'Approved' })).toEqual({
      and: [{ membershipStatus: { exists: true } }, whereStep('complete'), { membershipStatus: { equals: 'Approved' } }],
    })
    expect(whereStep('complete')).toEqual({ membershipStatus: { in: ['Applied', 'Approved', 'Declined', 'Waitlisted'] } })
  })
})
