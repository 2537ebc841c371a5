import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fuzzParameters } from '@/lib/testing/fuzz'

import { mayOpenStep, progressOf, refusal, type ApplicationWrite } from './progress'

/**
 * Random sequences of what an applicant (or a client of the API, or the provider) can do, applied
 * to an application through the same rule the service asks of the locked row (`refusal`). Whatever
 * the order, nothing is stored that skips a step, and nothing is sent without a live mandate.
 */
type Lead = {
  membershipStatus: string
  address: { addressLine1: string | null }
  profile: { gender: string | null; headShot: number | null }
  payment: { billingRequestId: string | null; mandateId: string | null; mandateStatus: string | null }
  agreed: boolean
}

type Action = { write: ApplicationWrite; agreement?: boolean; outcome?: 'fulfilled' | 'cancelled' } | { event: 'mandateFailed' | 'mandateActive' }

const fresh = (): Lead => ({
  membershipStatus: 'Started',
  address: { addressLine1: null },
  profile: { gender: null, headShot: null },
  payment: { billingRequestId: null, mandateId: null, mandateStatus: null },
  agreed: false,
})

let ids = 0
/** What each write stores when it is let through (application.server.ts), as far as the steps see it. */
function apply(lead: Lead, action: Action): void {
  if ('event' in action) {
    if (lead.payment.mandateId) lead.payment.mandateStatus = action.event === 'mandateFailed' ? 'failed' : 'active'
    return
  }
  if (refusal(action.write, lead)) return
  switch (action.write) {
    case 'address':
      lead.address.addressLine1 = '1 King’s Road'
      return
    case 'profile':
      lead.profile.gender = 'Female'
      return
    case 'photo':
      lead.profile.headShot = ++ids
      return
    case 'removePhoto':
      lead.profile.headShot = null
      return
    case 'startPayment':
      lead.payment.billingRequestId = `BRQ${++ids}`
      return
    case 'finishPayment':
      if (action.outcome === 'fulfilled') Object.assign(lead.payment, { mandateId: `MD${++ids}`, mandateStatus: 'pending_submission' })
      return
    case 'paymentReference':
      return
    case 'complete':
      if (lead.membershipStatus === 'Started' && action.agreement) Object.assign(lead, { membershipStatus: 'Applied', agreed: true })
  }
}

const write = fc.constantFrom<ApplicationWrite>('address', 'profile', 'photo', 'removePhoto', 'startPayment', 'finishPayment', 'paymentReference', 'complete')
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ write, agreement: fc.boolean(), outcome: fc.constantFrom<'fulfilled' | 'cancelled'>('fulfilled', 'cancelled') }),
  fc.record({ event: fc.constantFrom<'mandateFailed' | 'mandateActive'>('mandateFailed', 'mandateActive') }),
)

describe('any order of step submissions and navigations', () => {
  it('never stores a step before the ones it needs, and never sends without a mandate', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 40 }), (actions, visits) => {
        const lead = fresh()
        let wasSentWith: Lead | null = null
        actions.forEach((a, i) => {
          const before = structuredClone(lead)
          apply(lead, a)
          const p = progressOf(lead)
          // Stored only on top of the steps before.
          if (lead.profile.gender && !before.profile.gender) expect(progressOf(before).address).toBe(true)
          if (lead.profile.headShot && lead.profile.headShot !== before.profile.headShot) expect(progressOf(before).address).toBe(true)
          if (lead.payment.billingRequestId !== before.payment.billingRequestId) expect(progressOf(before)).toMatchObject({ address: true, profile: true, photo: true })
          if (p.applied && !progressOf(before).applied) {
            expect(progressOf(before)).toMatchObject({ address: true, profile: true, photo: true, mandate: true })
            expect(lead.agreed).toBe(true)
            wasSentWith = structuredClone(lead)
          }
          // A sent application never changes again, but for the provider's news of its mandate.
          if (wasSentWith && p.applied) expect({ ...lead, payment: null }).toEqual({ ...(wasSentWith as Lead), payment: null })
          // A step page opens only once the steps before it are done; the confirmation only once sent.
          const step = visits[i]
          if (step !== undefined && mayOpenStep(step as 0, lead)) {
            if (step >= 1) expect(p.address).toBe(true)
            if (step >= 2) expect(p.profile && p.photo).toBe(true)
            if (step >= 3) expect(p.mandate || p.applied).toBe(true)
            if (step === 4) expect(p.applied).toBe(true)
          }
        })
      }),
      fuzzParameters(),
    )
  })
})
