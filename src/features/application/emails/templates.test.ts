import { describe, expect, it } from 'vitest'

import { checkPlaceholders, DEFAULT_TEMPLATES, TEMPLATE_KINDS, unknownPlaceholders } from '@/model/application-templates'

import { companyValue, fillTemplate, plainCompanyName, templateValues, withDefaults } from './templates'

describe('the committee’s e-mail templates', () => {
  it('fills every placeholder, each as often as it appears', () => {
    const filled = fillTemplate({ subject: 'Hello {firstName}', body: 'Dear {firstName},\n\n{reason}\n\nSee {link}. Bye {firstName}.' }, { firstName: 'Jane', reason: 'Full.', link: 'https://club.example' })
    expect(filled).toEqual({ subject: 'Hello Jane', body: 'Dear Jane,\n\nFull.\n\nSee https://club.example. Bye Jane.' })
  })

  it('drops a paragraph that is only an empty placeholder, and keeps an inline one empty', () => {
    expect(fillTemplate({ subject: 's', body: 'Dear {firstName},\n\n{reason}\n\nWelcome.' }, { firstName: 'Jane' }).body).toBe('Dear Jane,\n\nWelcome.')
    expect(fillTemplate({ subject: 's', body: 'Because: {reason}.\n\nEnd' }, {}).body).toBe('Because: .\n\nEnd')
    expect(fillTemplate({ subject: 's', body: 'A\r\n\r\n{reason}\r\n\r\nB' }, { reason: '' }).body).toBe('A\n\nB')
  })

  it('leaves unknown placeholders as written, and the settings refuse them', () => {
    expect(fillTemplate({ subject: '{name}', body: '{club} {firstName}' }, { firstName: 'Jo' })).toEqual({ subject: '{name}', body: '{club} Jo' })
    expect(unknownPlaceholders('Dear {firstName} of {club} and {club} {name}')).toEqual(['club', 'name'])
    expect(checkPlaceholders('Dear {firstName}, {reason} {link}')).toBe(true)
    expect(checkPlaceholders('Dear {first_name}')).toMatch(/Unknown placeholder: \{first_name\}/)
    expect(checkPlaceholders(undefined)).toBe(true)
  })

  it('keeps a subject to one line, whatever a value holds', () => {
    expect(fillTemplate({ subject: 'Hi {reason}', body: '' }, { reason: 'a\r\nBcc: x@example.com' }).subject).toBe('Hi a Bcc: x@example.com')
  })

  it('greets by a plain first name only, otherwise as “applicant”', () => {
    expect(templateValues('Siobhán').firstName).toBe('Siobhán')
    expect(templateValues("O'Brien").firstName).toBe("O'Brien")
    expect(templateValues('Jo').firstName).toBe('Jo')
    for (const name of ['', null, undefined, 'J', 'visit http://x.example', '<b>Bob</b>', 'A very long name that goes on and on']) {
      expect(templateValues(name).firstName, String(name)).toBe('applicant')
    }
    expect(templateValues('Jane', { reason: 'r', link: 'l' })).toEqual({ firstName: 'Jane', reason: 'r', link: 'l' })
  })

  it('uses the default wording for anything not stored, and a sane number of days', () => {
    expect(withDefaults(null)).toEqual({ reminderAfterDays: 7, ...DEFAULT_TEMPLATES })
    const stored = withDefaults({ reminderAfterDays: 3, approved: { subject: 'Yes', body: '  ' }, reminder: null })
    expect(stored.reminderAfterDays).toBe(3)
    expect(stored.approved).toEqual({ subject: 'Yes', body: DEFAULT_TEMPLATES.approved.body })
    expect(stored.reminder).toEqual(DEFAULT_TEMPLATES.reminder)
    expect(withDefaults({ reminderAfterDays: 0 }).reminderAfterDays).toBe(7)
  })

  it('ships default wording that uses only known placeholders, the reminder with its link', () => {
    for (const kind of TEMPLATE_KINDS) {
      expect(checkPlaceholders(DEFAULT_TEMPLATES[kind].subject), kind).toBe(true)
      expect(checkPlaceholders(DEFAULT_TEMPLATES[kind].body), kind).toBe(true)
      expect(DEFAULT_TEMPLATES[kind].body, kind).toContain('{firstName}')
    }
    expect(DEFAULT_TEMPLATES.reminder.body).toContain('{link}')
    expect(DEFAULT_TEMPLATES.declined.body).toContain('{reason}')
    expect(DEFAULT_TEMPLATES.waitlisted.body).toContain('{reason}')
  })

  it('fills {companyName} for a company, and leaves its paragraph out of an individual’s e-mail', () => {
    const template = { subject: 'Hello {firstName}', body: 'Dear {firstName},\n\nThis covers {companyName} and its members.\n\nEnd.' }
    expect(fillTemplate(template, { firstName: 'Ada', companyName: 'Analytical Engines' }).body).toBe('Dear Ada,\n\nThis covers Analytical Engines and its members.\n\nEnd.')
    expect(fillTemplate(template, { firstName: 'Jane' }).body).toBe('Dear Jane,\n\nEnd.')
    expect(checkPlaceholders('{companyName}')).toBe(true)
    for (const kind of ['approved', 'declined', 'waitlisted'] as const) {
      expect(DEFAULT_TEMPLATES[kind].body, kind).toContain('{companyName}')
      expect(fillTemplate(DEFAULT_TEMPLATES[kind], templateValues('Jane', { reason: 'r', link: 'l' })).body, kind).not.toMatch(/corporate|company|\n\n\n/)
    }
  })

  it('writes a company’s name only when it is a plain one, otherwise “your company”', () => {
    for (const name of ['Analytical Engines', 'Smith & Jones Architects LLP', 'A-Z (UK) Plc', 'Société Générale', 'Co. Ltd.', '3M']) {
      expect(plainCompanyName(name), name).toBe(name)
    }
    expect(plainCompanyName('  Acme   Ltd ')).toBe('Acme Ltd')
    for (const name of ['', null, undefined, 'X', 'spam.example', 'Visit www example', 'me@spam.example', 'http://x', '<b>Acme</b>', 'Call 0800 now for cheap pills and more great offers', 'a'.repeat(61), '123']) {
      expect(plainCompanyName(name), String(name)).toBeUndefined()
    }
    expect(companyValue('spam.example')).toBe('your company')
  })
})
