import { describe, expect, it } from 'vitest'

import {
  addMemberComplete,
  afterContactDetails,
  afterMembers,
  canAddMember,
  contactDetailsComplete,
  corporateStepClickable,
  corporateStepCounter,
  corporateStepHref,
  CORPORATE_STEPS,
  type CorporateFacts,
  type CorporateStep,
} from './steps'

const none: CorporateFacts = {}
const all: CorporateFacts = { role: 'Director / Partner', aboutMember: 'We make furniture.', membersVisited: true, mandateId: 'MD1' }
const noMandate: CorporateFacts = { ...all, mandateId: null }

describe('the corporate wizard’s steps', () => {
  it('are the spec’s six, with their routes and labels', () => {
    expect(CORPORATE_STEPS.map((s) => `${s.step} ${s.path} ${s.title}`)).toEqual([
      '1 /corporate/contact-details CONTACT DETAILS',
      '2 /corporate/about-the-company ABOUT THE COMPANY',
      '3 /corporate/members MEMBERS',
      '4 /corporate/payment PAYMENT DETAILS',
      '5 /corporate/summary SUMMARY',
      '6 /corporate/confirmation CONFIRMATION',
    ])
    expect(corporateStepCounter(3)).toBe('03 / 06')
    expect(corporateStepHref(2)).toBe('/corporate/about-the-company?edit=true')
  })

  // [current, target, facts, clickable]
  const cases: [string, CorporateStep, CorporateStep, CorporateFacts, boolean][] = [
    ['an earlier step', 3, 1, none, true],
    ['an earlier step, even one not completed', 3, 2, none, true],
    ['the current step', 2, 2, all, false],
    ['a later step not completed', 1, 2, none, false],
    ['step 1 once the role is set', 2, 1, { role: 'Manager' }, true],
    ['a later step 2 once about-member is set', 1, 2, { aboutMember: 'We build boats.' }, true],
    ['a later step 2 with only spaces about the company', 1, 2, { aboutMember: '  ' }, false],
    ['a later step 3 once the members page was visited', 1, 3, { membersVisited: true }, true],
    ['a later step 4 once a mandate is stored', 1, 4, { mandateId: 'MD1' }, true],
    ['a later step 5 only when everything holds', 1, 5, all, true],
    ['a later step 5 when the members page was not visited', 1, 5, { ...all, membersVisited: false }, false],
    ['payment without a mandate, even from the summary', 5, 4, noMandate, false],
    ['the summary without a mandate', 1, 5, noMandate, false],
    ['the confirmation, never', 5, 6, all, false],
    ['anything from the confirmation', 6, 1, all, false],
    ['anything from the confirmation, even a completed step', 6, 5, all, false],
  ]
  it.each(cases)('%s', (_name, current, target, facts, clickable) => {
    expect(corporateStepClickable(current, target, facts)).toBe(clickable)
  })
})

describe('where next goes', () => {
  it.each([
    [false, null, '/corporate/about-the-company'],
    [false, 'https://acme.example', '/corporate/about-the-company'],
    [true, null, '/corporate/about-the-company'],
    [true, '  ', '/corporate/about-the-company'],
    [true, 'https://acme.example', '/corporate/about-the-company?edit=true'],
  ] as const)('from the contact details, editing %s with website %s: %s', (edit, site, to) => {
    expect(afterContactDetails(edit, site)).toBe(to)
  })
  it('from the members page to payment, in edit mode once a mandate exists', () => {
    expect(afterMembers(null)).toBe('/corporate/payment')
    expect(afterMembers('MD1')).toBe('/corporate/payment?edit=true')
  })
})

describe('the members page controls', () => {
  it.each([
    [0, false, false, true],
    [9, false, false, true],
    [10, false, false, false],
    [3, true, false, false],
    [3, false, true, false],
  ] as const)('%i members, editing %s, adding %s: add shown %s', (members, editing, adding, shown) => {
    expect(canAddMember(members, editing, adding)).toBe(shown)
  })

  const contact = { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', mobileNumber: '07700900123', dialCode: '+44', role: 'Manager', country: 'United Kingdom', postcode: 'SW6 4LZ', addressLine1: '1 Road' }
  it('enables the contact details’ next only with every field, a photo and no message', () => {
    expect(contactDetailsComplete(contact, true, false)).toBe(true)
    expect(contactDetailsComplete(contact, false, false)).toBe(false)
    expect(contactDetailsComplete(contact, true, true)).toBe(false)
    for (const key of Object.keys(contact)) expect(contactDetailsComplete({ ...contact, [key]: ' ' }, true, false), key).toBe(false)
  })

  const member = { title: 'Mr', firstName: 'Tom', lastName: 'Hardy', emailAddress: 'tom@example.com', dialCode: '+44', mobileNumber: '07700900999', dateOfBirth: '1980-01-01' }
  it('enables the add-member save with every required field and a photo; the role is optional', () => {
    expect(addMemberComplete(member, true, false)).toBe(true)
    expect(addMemberComplete(member, false, false)).toBe(false)
    expect(addMemberComplete({ ...member, emailAddress: '' }, true, false)).toBe(false)
    expect(addMemberComplete(member, true, true)).toBe(false)
  })
})
