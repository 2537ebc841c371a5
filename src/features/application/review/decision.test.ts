import { describe, expect, it } from 'vitest'

import { decisionEmail } from '../emails/decision'
import { withDefaults } from '../emails/templates'
import { auditLine, canDecide, parseDecision } from './decision'

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

  it('e-mails a company’s primary contact about the company, and an individual about nothing of the kind', () => {
    const env = { serverUrl: 'https://club.example', SALES_TEAM_EMAIL: 'membership@club.example' }
    const contact = { id: 8, firstName: 'Ada', emailAddress: 'ada@engines.example', clientType: 'Corporate' as const, companyName: 'Analytical Engines Ltd.' }
    const approved = decisionEmail(contact, 'Approved', '', withDefaults(null), env)
    expect(approved.to).toBe('ada@engines.example')
    expect(approved.text).toContain('\n\nThe approval covers the corporate membership of Analytical Engines Ltd.: yours, and that of each member named in the application.\n\n')
    expect(decisionEmail(contact, 'Declined', 'No.', withDefaults(null), env).text).toContain('the corporate application of Analytical Engines Ltd., for you')
    expect(decisionEmail(contact, 'Waitlisted', 'Full.', withDefaults(null), env).text).toContain('corporate membership of Analytical Engines Ltd.: yours')
    // Not a plain company name: the e-mail says "your company" rather than carry it.
    expect(decisionEmail({ ...contact, companyName: 'Visit spam.example now' }, 'Approved', '', withDefaults(null), env).text).toContain('corporate membership of your company:')
    const individual = decisionEmail({ id: 7, firstName: 'Jane', emailAddress: 'jane@example.com', clientType: 'Club', companyName: 'Acme' }, 'Approved', '', withDefaults(null), env)
    expect(individual.text).not.toMatch(/corporate|Acme|\n\n\n/)
  })

  it('names the company and its members in the audit line', () => {
    expect(auditLine('Approved', '')).toBe('Committee: approved')
    expect(auditLine('Declined', 'Full.')).toBe('Committee: declined. Reason: Full.')
    expect(auditLine('Approved', '', { name: 'Analytical Engines', members: 3 })).toBe('Committee: approved the corporate application of Analytical Engines and its 3 members')
    expect(auditLine('Waitlisted', 'Spring.', { name: 'One\nLine', members: 1 })).toBe('Committee: waitlisted the corporate application of One Line and its 1 member. Reason: Spring.')
  })
})
