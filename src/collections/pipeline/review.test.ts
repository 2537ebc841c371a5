import { describe, expect, it } from 'vitest'

import { canDecide, decisionEmail, parseDecision } from './review'
import { withDefaults } from './review-templates'

describe('a committee decision', () => {
  it('needs a reason to decline or waitlist, not to approve', () => {
    expect(parseDecision({ decision: 'Approved' })).toEqual({ ok: true, decision: 'Approved', reason: '' })
    expect(parseDecision({ decision: 'Declined', reason: ' Full. \r\n' })).toEqual({ ok: true, decision: 'Declined', reason: 'Full.' })
    expect(parseDecision({ decision: 'Declined' })).toMatchObject({ ok: false, field: 'reason' })
    expect(parseDecision({ decision: 'Waitlisted', reason: '   ' })).toMatchObject({ ok: false, field: 'reason' })
    expect(parseDecision({ decision: 'Waitlisted', reason: 42 })).toMatchObject({ ok: false, field: 'reason' })
    expect(parseDecision({ decision: 'Declined', reason: 'x'.repeat(2001) })).toMatchObject({ ok: false, field: 'reason' })
    for (const body of [null, 'Approved', {}, { decision: 'approved' }, { decision: 'Applied' }, { decision: 'Started' }]) {
      expect(parseDecision(body), JSON.stringify(body)).toMatchObject({ ok: false, field: 'decision' })
    }
  })

  it('is taken on an Applied application, and once more on a waitlisted one', () => {
    for (const d of ['Approved', 'Declined', 'Waitlisted'] as const) expect(canDecide('Applied', d)).toBe(true)
    expect(canDecide('Waitlisted', 'Approved')).toBe(true)
    expect(canDecide('Waitlisted', 'Declined')).toBe(true)
    expect(canDecide('Waitlisted', 'Waitlisted')).toBe(false)
    for (const current of ['Started', 'Approved', 'Declined', null, undefined]) {
      for (const d of ['Approved', 'Declined', 'Waitlisted'] as const) expect(canDecide(current, d), `${current} → ${d}`).toBe(false)
    }
  })

  it('e-mails the applicant the chosen template, about the lead, answered by the membership team', () => {
    const env = { serverUrl: 'https://club.example', SALES_TEAM_EMAIL: 'membership@club.example' }
    const mail = decisionEmail({ id: 7, firstName: 'Jane', emailAddress: 'jane@example.com' }, 'Waitlisted', 'Full until May.', withDefaults(null), env)
    expect(mail).toMatchObject({ to: 'jane@example.com', subject: 'Your Clubhouse membership application: our waiting list', replyTo: 'membership@club.example', about: { relationTo: 'leads', value: 7 } })
    expect(mail.text).toMatch(/^Dear Jane,\n\n/)
    expect(mail.text).toContain('\n\nFull until May.\n\n')
  })
})
