import { describe, expect, it } from 'vitest'

import { CORPORATE_STEPS } from '../corporate/steps'
import { ALL_STEPS, applicationsWhere, isApplicationStep, stepLabel, stepOf, whereStep, type ApplicationStep, type StepFacts } from './steps'

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
    expect(whereStep('complete')).toEqual({ and: [{ clientType: { not_equals: 'Corporate' } }, { membershipStatus: { in: ['Applied', 'Approved', 'Declined', 'Waitlisted'] } }] })
    expect(applicationsWhere({ membership: 'Corporate' })).toEqual({ and: [{ membershipStatus: { exists: true } }, { clientType: { equals: 'Corporate' } }] })
  })
})

describe('the step a corporate application has reached', () => {
  const corporate = { clientType: 'Corporate', membershipStatus: 'Started' } as const
  const contact = { address, profile: { role: 'Director / Partner', headShot: 4 } }
  const company = { address, profile: { ...contact.profile, industry: 'ACCOUNTING', aboutMember: 'We audit engines.' } }
  const seen = { ...company, membersReviewedAt: '2026-11-25T10:00:00.000Z' }

  it.each<[string, StepFacts, ApplicationStep]>([
    ['nothing yet', corporate, 'corporate-contact'],
    ['the contact without a role', { ...corporate, address, profile: { headShot: 4 } }, 'corporate-contact'],
    ['the contact without a photo', { ...corporate, address, profile: { role: 'Director / Partner' } }, 'corporate-contact'],
    ['the contact without an address', { ...corporate, profile: contact.profile }, 'corporate-contact'],
    // An individual's gender is no part of a company's contact.
    ['the contact', { ...corporate, ...contact }, 'corporate-company'],
    ['the industry without the about', { ...corporate, address, profile: { ...contact.profile, industry: 'ACCOUNTING' } }, 'corporate-company'],
    ['the company', { ...corporate, ...company }, 'corporate-members'],
    ['the members page seen', { ...corporate, ...seen }, 'corporate-payment'],
    ['a mandate that failed', { ...corporate, ...seen, payment: { mandateId: 'MD1', mandateStatus: 'failed' } }, 'corporate-payment'],
    ['the mandate', { ...corporate, ...seen, payment }, 'corporate-summary'],
    ['Applied', { ...corporate, ...seen, payment, membershipStatus: 'Applied' }, 'corporate-complete'],
    ['Declined, whatever is stored', { clientType: 'Corporate', membershipStatus: 'Declined' }, 'corporate-complete'],
  ])('%s', (_, lead, step) => {
    expect(stepOf(lead)).toBe(step)
  })

  it('keeps the individual rule for a club application with the same answers', () => {
    expect(stepOf({ clientType: 'Club', membershipStatus: 'Started', ...contact })).toBe('about-you')
    expect(stepOf({ clientType: 'Club', membershipStatus: 'Applied' })).toBe('complete')
  })

  it('labels the steps with the wizard’s six titles', () => {
    expect(CORPORATE_STEPS.map((s) => stepLabel(s.value))).toEqual(['1/6 Contact details', '2/6 About the company', '3/6 Members', '4/6 Payment details', '5/6 Summary', '6/6 Confirmation'])
    expect(ALL_STEPS).toHaveLength(11)
    expect(isApplicationStep('corporate-members')).toBe(true)
    expect(isApplicationStep('corporate-')).toBe(false)
  })

  it('filters a corporate step to companies only, and an individual step to everyone else', () => {
    expect(whereStep('corporate-members')).toEqual({
      and: [
        { clientType: { equals: 'Corporate' } },
        { membershipStatus: { equals: 'Started' } },
        { and: [{ 'profile.role': { exists: true } }, { 'profile.role': { not_equals: '' } }] },
        { 'profile.headShot': { exists: true } },
        { and: [{ 'address.addressLine1': { exists: true } }, { 'address.addressLine1': { not_equals: '' } }] },
        { and: [{ 'profile.aboutMember': { exists: true } }, { 'profile.aboutMember': { not_equals: '' } }] },
        { and: [{ 'profile.industry': { exists: true } }, { 'profile.industry': { not_equals: '' } }] },
        { membersReviewedAt: { exists: false } },
      ],
    })
    expect(whereStep('corporate-complete')).toEqual({ and: [{ clientType: { equals: 'Corporate' } }, { membershipStatus: { in: ['Applied', 'Approved', 'Declined', 'Waitlisted'] } }] })
    for (const step of ['address', 'about-you', 'payment', 'summary', 'complete'] as const) expect((whereStep(step) as { and: unknown[] }).and[0]).toEqual({ clientType: { not_equals: 'Corporate' } })
  })
})
