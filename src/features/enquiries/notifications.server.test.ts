import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { fuzzParameters } from '@/lib/testing/fuzz'

import { outboxStub } from '@/integrations/email/outbox-stub'
import type { Enquiry, Lead } from '@/payload-types'

import { queueNotifications, teamAddresses, teamNotification, visitorConfirmation, type NotificationSettings } from './notifications.server'

const settings: NotificationSettings = {
  serverUrl: 'https://club.example',
  SALES_TEAM_EMAIL: 'membership@club.test',
  OFFICE_TEAM_EMAIL: 'offices@club.test',
  EVENTS_TEAM_EMAIL: 'events@club.test',
}

const base = {
  status: 'new' as const,
  emailAddress: 'anna@example.com',
  createdAt: '2026-11-23T09:05:00.000Z',
  updatedAt: '2026-11-23T09:05:00.000Z',
}

const lead: Lead = {
  ...base,
  id: 12,
  clientType: 'Corporate',
  title: 'Ms',
  firstName: 'Anna',
  lastName: 'Smith-Jones',
  mobileNumber: '+447700900123',
  dateOfBirth: '1990-04-01',
  locationId: 15,
  companyName: 'Acme Ltd',
  numberOfMembers: 5,
  source: 'tour-form',
  sourcePath: '/membership/book-a-tour',
  tracking: { gaUtmCampaign: 'winter', gaUtmSource: 'newsletter' },
  consent: { given: true, at: '2026-11-23T09:04:59.000Z', wordingVersion: '2026-11-23' },
}

const social: Enquiry = {
  ...base,
  id: 31,
  enquiryType: 'social',
  title: 'Mr',
  firstName: 'Tom',
  lastName: 'Brown',
  mobileNumber: '+447700900456',
  dateOfBirth: '1985-12-09',
  locationId: 5,
  club: { id: 2, name: 'Fulham', address: '1 Fulham Road', locationId: 5, createdAt: '', updatedAt: '' },
  proposerName: 'Jane Doe',
  proposerEmail: 'jane@example.com',
  instagramAccount: '@tombrown',
  queryOrigin: 'Social membership',
  linkedTo: 30,
}

const office: Enquiry = {
  ...base,
  id: 40,
  enquiryType: 'office',
  fullName: 'Sam <b>Lee</b>\r\nBcc: victim@example.com',
  mobileNumber: '+44 20 7946 0000',
  message: 'Looking for a desk for 4 people.\nFrom January.',
  queryOrigin: 'Discover offices',
}

const event: Enquiry = { ...office, id: 41, enquiryType: 'event', fullName: 'Kim Park', message: 'A dinner for 40.' }

afterEach(() => vi.restoreAllMocks())

describe('visitor confirmation', () => {
  it('thanks a tour request by first name, promises a reply within 24 hours and repeats the choices made', () => {
    const mail = visitorConfirmation({ kind: 'lead', doc: lead }, settings)
    expect(mail).toMatchObject({ to: 'anna@example.com', replyTo: 'membership@club.test', subject: 'Thank you for booking a tour', about: { relationTo: 'leads', value: 12 } })
    expect(mail.html).toBeUndefined()
    expect(mail.text).toBe(
      [
        'Dear Anna,',
        '',
        'Thank you for booking a tour. Our membership team will be in touch within 24 hours.',
        '',
        'You asked about:',
        '',
        'Membership: Corporate membership',
        'Home club: Knightsbridge',
        'Number of memberships: 5',
        '',
        'If anything needs correcting, simply reply to this e-mail.',
        '',
        'Kind regards,',
        'The membership team',
      ].join('\n'),
    )
  })

  it('leaves the date of birth and the tracking out of the visitor’s copy', () => {
    const { text } = visitorConfirmation({ kind: 'lead', doc: lead }, settings)
    expect(text).not.toMatch(/1990|April|winter|UTM|Consent/)
  })

  it('names the club of a social enquiry', () => {
    const mail = visitorConfirmation({ kind: 'enquiry', doc: social }, settings)
    expect(mail).toMatchObject({ subject: 'Thank you for your membership enquiry', replyTo: 'membership@club.test', about: { relationTo: 'enquiries', value: 31 } })
    expect(mail.text).toContain('Dear Tom,\n\nThank you for your membership enquiry. Our membership team will be in touch within 24 hours.')
    expect(mail.text).toContain('Membership: Social membership\nHome club: Fulham\n')
  })

  it('uses the office and events teams’ own promises, exactly as the site words them', () => {
    const officeMail = visitorConfirmation({ kind: 'enquiry', doc: office }, settings)
    expect(officeMail).toMatchObject({ subject: 'Thank you for your office enquiry', replyTo: 'offices@club.test' })
    expect(officeMail.text).toContain('Our office sales team will be in touch within 24 hours.')
    expect(officeMail.text).not.toContain('You asked about')
    expect(officeMail.text).toMatch(/The office sales team$/)

    const eventMail = visitorConfirmation({ kind: 'enquiry', doc: event }, settings)
    expect(eventMail).toMatchObject({ subject: 'Thank you for your event enquiry', replyTo: 'events@club.test' })
    expect(eventMail.text).toContain('Dear Kim Park,\n\nThank you for your event enquiry. Our events team will be in touch within 24 hours.')
    expect(eventMail.text).toMatch(/The events team$/)
  })

  it('does not echo a free-text message back, so the form cannot carry someone’s words to a stranger', () => {
    expect(visitorConfirmation({ kind: 'enquiry', doc: office }, settings).text).not.toContain('Looking for a desk')
  })

  describe('goes to an address nobody has verified, so it carries nothing the visitor wrote but a plain name (issue 11, finding 6)', () => {
    const phishing = 'customer. URGENT: your booking failed, re-enter card details at http://evil.example/pay'

    it('greets a name that is a sentence with a link as nobody', () => {
      const { text } = visitorConfirmation({ kind: 'enquiry', doc: { ...event, fullName: phishing } }, settings)
      expect(text).toMatch(/^Hello,\n/)
      expect(text).not.toMatch(/URGENT|evil\.example|card details/)
    })

    it('leaves out a name with markup or a forged header line', () => {
      const { text } = visitorConfirmation({ kind: 'enquiry', doc: office }, settings)
      expect(text).toMatch(/^Hello,\n/)
      expect(text).not.toMatch(/<b>|Bcc|victim/)
    })

    it('repeats no company, phone, proposer, proposer’s address or Instagram account', () => {
      const doc: Enquiry = {
        ...social,
        enquiryType: 'corporate',
        companyName: 'Pay at http://evil.example/pay',
        mobileNumber: '0800 666 666',
        proposerName: 'URGENT re-enter card details',
        proposerEmail: 'billing@evil.example',
        instagramAccount: '@evil.example',
      }
      const { text } = visitorConfirmation({ kind: 'enquiry', doc }, settings)
      expect(text).not.toMatch(/evil|URGENT|0800|Acme/)
    })

    it('whatever is typed into the free-text fields', () => {
      const text = fc.string({ unit: 'grapheme', maxLength: 80 })
      fc.assert(
        fc.property(fc.record({ firstName: text, lastName: text, fullName: text, companyName: text, proposerName: text, proposerEmail: text, instagramAccount: text, mobileNumber: text, title: text }), fc.constantFrom('lead', 'enquiry'), (typed, kind) => {
          const doc = { ...(kind === 'lead' ? lead : social), ...typed } as never
          const mail = visitorConfirmation({ kind, doc } as never, settings)
          const [greeting, ...rest] = mail.text.split('\n')
          // A plain name: letters, spaces, hyphens, and apostrophes only between letters (decision 019).
          expect(greeting).toMatch(/^(Hello|Dear (?:[\p{L} -]|(?<=\p{L})['’](?=\p{L}))+),$/u)
          for (const value of Object.values(typed)) if (value.trim().length > 3) expect(rest.join('\n')).not.toContain(value.trim())
          expect(mail.text).not.toMatch(/:\/\/|www\.|@/)
          expect(mail.subject).not.toMatch(/:\/\/|@/)
        }),
        fuzzParameters(),
      )
    })
  })

  it('greets without a name when there is none', () => {
    expect(visitorConfirmation({ kind: 'lead', doc: { ...lead, firstName: null, lastName: null } }, settings).text).toMatch(/^Hello,\n/)
  })
})

describe('team notification', () => {
  it('goes to the membership team with every detail and a link to the lead in the back office', () => {
    const mail = teamNotification({ kind: 'lead', doc: lead }, settings)
    expect(mail).toMatchObject({
      to: 'membership@club.test',
      replyTo: 'anna@example.com',
      subject: 'New tour request: Ms Anna Smith-Jones, Corporate membership, Knightsbridge',
      about: { relationTo: 'leads', value: 12 },
    })
    expect(mail.text).toMatch(/^A new tour request has come in from the website\.\n\nOpen it in the back office: https:\/\/club\.example\/admin\/collections\/leads\/12\n\n/)
    for (const line of [
      'Company: Acme Ltd',
      'Number of memberships: 5',
      'Mobile: +447700900123',
      'Date of birth: 1 April 1990',
      'Page address: /membership/book-a-tour',
      'Received through: the book-a-tour form',
      'Received: 23 November 2026 at 09:05 UTC',
      'Consent: given 23 November 2026 at 09:04 UTC (wording of 2026-11-23)',
      'UTM campaign: winter',
      'UTM source: newsletter',
    ]) {
      expect(mail.text).toContain(`\n${line}\n`)
    }
    expect(mail.text).not.toMatch(/UTM medium|Same e-mail/)
    expect(mail.text).toMatch(/Reply to this e-mail to answer Ms Anna Smith-Jones directly\.$/)
  })

  it('links an earlier submission with the same e-mail', () => {
    const mail = teamNotification({ kind: 'enquiry', doc: social }, settings)
    expect(mail.text).toContain(
      'Open it in the back office: https://club.example/admin/collections/enquiries/31\nSame e-mail as an earlier submission: https://club.example/admin/collections/enquiries/30\n',
    )
    expect(mail.text).toContain('Sent from page: Social membership')
    expect(mail.subject).toBe('New membership enquiry: Mr Tom Brown, Social membership, Fulham')
    expect(teamNotification({ kind: 'lead', doc: { ...lead, linkedTo: { ...lead, id: 3 } } }, settings).text).toContain(
      'Same e-mail as an earlier submission: https://club.example/admin/collections/leads/3',
    )
  })

  it('gives sales a Social enquiry’s proposer, their e-mail and the Instagram account, naming the membership', () => {
    const mail = teamNotification({ kind: 'enquiry', doc: { ...social, queryOrigin: null, sourcePath: '/book-a-tour?membership=Social' } }, settings)
    expect(mail.text).toContain('Membership: Social membership\nHome club: Fulham\n')
    expect(mail.text).toContain('Proposer: Jane Doe\nProposer’s e-mail: jane@example.com\nInstagram: @tombrown\n')
    expect(mail.text).toContain('Page address: /book-a-tour?membership=Social')
    expect(mail.to).toBe('membership@club.test')
  })

  it('sends office and event enquiries to their teams, with the message', () => {
    const officeMail = teamNotification({ kind: 'enquiry', doc: office }, settings)
    expect(officeMail.to).toBe('offices@club.test')
    expect(officeMail.text).toContain('\nMessage:\nLooking for a desk for 4 people.\nFrom January.\n')
    expect(officeMail.text).toContain('Sent from page: Discover offices')
    const eventMail = teamNotification({ kind: 'enquiry', doc: event }, settings)
    expect(eventMail).toMatchObject({ to: 'events@club.test', subject: 'New event enquiry: Kim Park' })
  })

  it('keeps visitor text out of the subject’s header lines', () => {
    const mail = teamNotification({ kind: 'enquiry', doc: office }, settings)
    expect(mail.subject).toBe('New office enquiry: Sam <b>Lee</b> Bcc: victim@example.com')
    expect(mail.text).toContain('\nName: Sam <b>Lee</b> Bcc: victim@example.com\n')
  })
})

describe('the office and events teams’ addresses (decision 054)', () => {
  const fallback = { ...settings, OFFICE_TEAM_EMAIL: 'membership@club.test', EVENTS_TEAM_EMAIL: 'membership@club.test' }
  const footer = {
    enquiry: {
      emails: [
        { label: 'Membership', email: 'membership@club.test' },
        { label: ' Offices ', email: 'offices@club.test' },
        { label: 'Events', email: 'events@club.test' },
      ],
    },
  }

  it('are the ones the website shows for each team, so office and event enquiries reach them', () => {
    const teams = teamAddresses(footer, fallback)
    expect(teamNotification({ kind: 'enquiry', doc: office }, fallback).to).toBe('membership@club.test')
    expect(teamNotification({ kind: 'enquiry', doc: office }, teams).to).toBe('offices@club.test')
    expect(teamNotification({ kind: 'enquiry', doc: event }, teams).to).toBe('events@club.test')
    expect(visitorConfirmation({ kind: 'enquiry', doc: event }, teams).replyTo).toBe('events@club.test')
    expect(teamNotification({ kind: 'enquiry', doc: social }, teams).to).toBe('membership@club.test')
  })

  it('fall back to the configured ones when the footer has none, or not a valid one', () => {
    expect(teamAddresses(null, fallback)).toEqual(fallback)
    expect(teamAddresses({ enquiry: { emails: [{ label: 'Offices', email: 'not an address' }] } }, fallback).OFFICE_TEAM_EMAIL).toBe('membership@club.test')
  })

  it('name the club the office or event is at', () => {
    const knightsbridge = { id: 3, name: 'Knightsbridge', address: '', locationId: 15, createdAt: '', updatedAt: '' }
    const mail = teamNotification({ kind: 'enquiry', doc: { ...office, locationId: 15, club: knightsbridge } }, settings)
    expect(mail.subject).toBe('New office enquiry: Sam <b>Lee</b> Bcc: victim@example.com, Knightsbridge')
    expect(mail.text).toContain('\nClub: Knightsbridge\n')
    expect(visitorConfirmation({ kind: 'enquiry', doc: { ...event, locationId: 15, club: knightsbridge } }, settings).text).toContain('Club: Knightsbridge')
  })
})

describe('queueNotifications', () => {
  const req = { context: {} } as never

  it('records both e-mails about the submission in the local outbox, in the caller\'s transaction', async () => {
    // Read once by the first getEnv() of this file, before anything else reads it.
    vi.stubEnv('SMTP_URL', '')
    vi.stubEnv('SERVER_URL', 'https://club.example')
    vi.stubEnv('SALES_TEAM_EMAIL', 'sales@club.test')
    const stub = outboxStub()
    const ids = await queueNotifications(stub.payload, { kind: 'lead', doc: lead }, req)
    expect(ids).toEqual([1, 2])
    expect(stub.created.map((c) => [c.collection, c.data.to, c.data.status, c.data.about, c.req])).toEqual([
      ['outbox', 'anna@example.com', 'local', { relationTo: 'leads', value: 12 }, req],
      ['outbox', 'sales@club.test', 'local', { relationTo: 'leads', value: 12 }, req],
    ])
    expect(stub.created[1]?.data.text).toContain('https://club.example/admin/collections/leads/12')
    vi.unstubAllEnvs()
  })

  it('fails when the outbox cannot be written, so the submission is stored with its e-mails or tried again', async () => {
    const stub = outboxStub({ failWith: new Error('database is down') })
    await expect(queueNotifications(stub.payload, { kind: 'enquiry', doc: office }, req)).rejects.toThrow('database is down')
  })
})
