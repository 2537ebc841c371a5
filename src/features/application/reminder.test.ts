import { describe, expect, it } from 'vitest'

import { withDefaults } from './emails/templates'

import { continueLinkOf } from './emails/applicant'
import { reminderEmail } from './reminder.server'

describe('the application reminder', () => {
  it('links to the continue page with the applicant’s token', () => {
    expect(continueLinkOf('https://club.example', 'abc_DEF-123')).toBe('https://club.example/application/continue?continueUrl=abc_DEF-123')
  })

  it('is the staff’s reminder template, with the link, to the applicant, answered by the membership team', () => {
    const mail = reminderEmail({ id: 3, firstName: 'Olu', emailAddress: 'olu@example.com' }, 'https://club.example/application/continue?continueUrl=t', withDefaults(null), { SALES_TEAM_EMAIL: 'membership@club.example' })
    expect(mail).toMatchObject({ to: 'olu@example.com', subject: 'Your Clubhouse membership application is waiting for you', replyTo: 'membership@club.example', about: { relationTo: 'leads', value: 3 } })
    expect(mail.text).toMatch(/^Dear Olu,\n\n/)
    expect(mail.text).toContain('\n\nhttps://club.example/application/continue?continueUrl=t\n\n')
  })
})
