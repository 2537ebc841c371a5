import { describe, expect, it } from 'vitest'

import { APPLICATION_STEPS, canGoToStep, finishedRedirect, stepBarLocked, stepHref, type StepFacts, type StepIndex } from './steps'

const none: StepFacts = {}
const all: StepFacts = { addressLine1: "512 New King's Road", gender: 'Female', mandateId: 'MD0001' }

describe('the application steps (spec 001 section 2)', () => {
  it('are the spec\'s table: titles, routes and short labels', () => {
    expect(APPLICATION_STEPS.map((s) => [s.label, s.title, s.path])).toEqual([
      ['1/5', 'ADDRESS', '/application/address'],
      ['2/5', 'ABOUT YOU', '/application/about-you'],
      ['3/5', 'PAYMENT', '/application/payment'],
      ['4/5', 'SUMMARY', '/application/summary'],
      ['4/5', 'CONFIRMATION', '/application/complete'],
    ])
  })

  it('open the first three in edit mode from the stepper', () => {
    expect([0, 1, 2, 3].map((i) => stepHref(i as StepIndex))).toEqual([
      '/application/address?edit=true',
      '/application/about-you?edit=true',
      '/application/payment?edit=true',
      '/application/summary',
    ])
  })
})

describe('the stepper', () => {
  // [from, to, facts, goes]
  const table: [StepIndex, StepIndex, StepFacts, boolean][] = [
    // The current step and the confirmation are never targets; nothing moves from the confirmation.
    [1, 1, all, false],
    [3, 4, all, false],
    [4, 0, all, false],
    [4, 3, all, false],
    // Step 0 needs the first address line.
    [1, 0, { addressLine1: '1 High Street' }, true],
    [1, 0, { addressLine1: '   ' }, false],
    [2, 0, none, false],
    // Steps 1 and 3 need the gender.
    [0, 1, { gender: 'Male' }, true],
    [0, 1, { addressLine1: 'x', mandateId: 'MD1' }, false],
    [2, 3, { gender: 'Female' }, true],
    [2, 3, { mandateId: 'MD1' }, false],
    // Step 2 needs a stored mandate.
    [3, 2, { mandateId: 'MD1' }, true],
    [1, 2, { gender: 'Female', addressLine1: 'x' }, false],
    [0, 2, all, true],
  ]
  it.each(table)('from %i to %i with %j: %s', (from, to, facts, goes) => {
    expect(canGoToStep(from, to, facts)).toBe(goes)
  })
})

describe('the add-member step bar', () => {
  // [bar, active step, mandate created, locked]
  const table: [StepIndex, number, boolean, boolean][] = [
    [0, 0, false, true],
    [2, 2, false, true],
    [0, 3, false, false],
    [1, 0, true, false],
    [2, 4, false, false],
    [3, 2, true, true],
    [4, 2, false, true],
    [3, 3, false, false],
    [4, 4, true, false],
  ]
  it.each(table)('bar %i at active step %i (mandate %s): locked %s', (bar, active, mandate, locked) => {
    expect(stepBarLocked(bar, active, mandate)).toBe(locked)
  })
})

describe('a finished application', () => {
  it('goes to the confirmation once Applied (or decided), never while Started', () => {
    expect(finishedRedirect('Applied')).toBe('/application/complete')
    expect(finishedRedirect('Approved')).toBe('/application/complete')
    expect(finishedRedirect('Started')).toBeNull()
    expect(finishedRedirect(null)).toBeNull()
  })
})
