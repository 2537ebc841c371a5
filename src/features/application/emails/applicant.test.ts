import { describe, expect, it } from 'vitest'

import { appliedEmail, continueLinkEmail, teamAppliedEmail } from './applicant'

const settings = { serverUrl: 'https://club.example', SALES_TEAM_EMAIL: 'membership@club.example' }
const person = { id: 4, firstName: 'Jane', emailAddress: 'jane@example.com' }
const contact = { ...person, clientType: 'Corporate', companyName: 'Acme\nLtd' }

describe('the application e-mails', () => {
  it('speak of the applicant’s own application to an individual', () => {
    expect(continueLinkEmail(person, 'tok', settings, false).subject).toBe('Your membership application')
    expect(appliedEmail(person, settings).text).toContain('Nothing is collected by Direct Debit until you are accepted.')
    expect(teamAppliedEmail({ ...person, lastName: 'Doe' }, settings).subject).toBe('Membership application complete: Jane Doe')
  })

  it('speak of the company’s application to its primary contact, without repeating the typed company name', () => {
    const started = continueLinkEmail(contact, 'tok', settings, false)
    expect(started.subject).toBe('Your company’s corporate membership application')
    expect(continueLinkEmail(contact, 'tok', settings, true).subject).toBe('Continue your company’s corporate membership application')
    const applied = appliedEmail(contact, settings)
    expect(applied.subject).toBe('We have received your company’s corporate membership application')
    expect(applied.text).toContain('until the company is accepted')
    expect(`${started.text}${applied.text}`).not.toContain('Acme')
  })

  it('tell the team which company applied, on one line, and how many members it brings', () => {
    const mail = teamAppliedEmail({ ...contact, lastName: 'Doe' }, settings, 3)
    expect(mail.subject).toBe('Corporate membership application complete: Acme Ltd')
    expect(mail.text).toContain('Acme Ltd has completed a corporate membership application, with 3 additional members and a Direct Debit mandate')
    expect(mail.text).toContain('The primary contact is Jane Doe.')
  })
})
