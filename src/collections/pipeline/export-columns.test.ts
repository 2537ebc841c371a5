import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { labeller, londonDate } from './export'
import { ENQUIRY_COLUMNS, type ExportDoc, LEAD_COLUMNS } from './export-columns'
import { PIPELINE_STATUSES } from './statuses'

const label = labeller([
  { name: 'status', type: 'select', options: [...PIPELINE_STATUSES] },
  { name: 'enquiryType', type: 'select', options: [{ label: 'Social membership', value: 'social' }] },
  { name: 'clientType', type: 'select', options: ['Club', 'Corporate'] },
  { name: 'firstName', type: 'text' },
] as unknown as FlattenedField[])

const row = (columns: typeof LEAD_COLUMNS, doc: ExportDoc) => Object.fromEntries(columns.map((c) => [c.header, c.value(doc, label)]))

const lead: ExportDoc = {
  id: 7,
  createdAt: '2026-11-23T10:15:00.000Z',
  status: 'tour-booked',
  clientType: 'Corporate',
  title: 'Dr',
  name: 'Ada Lovelace',
  emailAddress: 'ada@example.com',
  mobileNumber: '+447700900123',
  dateOfBirth: '1990-12-10',
  club: { id: 3, name: 'Fulham' },
  locationId: 5,
  companyName: 'Analytical Engines',
  numberOfMembers: 4,
  sourcePath: '/membership/book-a-tour',
  tracking: { gaUtmCampaign: 'winter', gaUtmSource: 'newsletter', referrerMemberId: 'M-1' },
  consent: { given: true, at: '2026-11-23T10:15:00.000Z', wordingVersion: '2026-11-23' },
  linkedTo: { id: 2, name: 'Ada Lovelace' },
  assignedTo: { id: 1, email: 'sales@clubhouse.test' },
  notes: [
    { text: 'Left a voicemail', author: 'a@clubhouse.test', at: '2026-11-23T11:00:00.000Z' },
    { text: 'Tour on Friday', author: 'b@clubhouse.test', at: '2026-11-24T09:30:00.000Z' },
  ],
}

describe('CSV columns', () => {
  it('give a lead every column staff asked for, labelled as in the back office', () => {
    expect(row(LEAD_COLUMNS, lead)).toEqual({
      ID: 7,
      'Received (UTC)': '2026-11-23T10:15:00.000Z',
      Status: 'Tour booked',
      Membership: 'Corporate',
      Title: 'Dr',
      Name: 'Ada Lovelace',
      'E-mail': 'ada@example.com',
      Mobile: '+447700900123',
      'Date of birth': '1990-12-10',
      Club: 'Fulham',
      'Location id': 5,
      Company: 'Analytical Engines',
      'Number of memberships': 4,
      Source: '',
      'Sent from page': '/membership/book-a-tour',
      'UTM campaign': 'winter',
      'UTM source': 'newsletter',
      'UTM medium': undefined,
      'UTM content': undefined,
      'UTM term': undefined,
      'Analytics client id': undefined,
      'Referrer member id': 'M-1',
      'Referrer customer id': undefined,
      'Consent given': 'yes',
      'Consent at (UTC)': '2026-11-23T10:15:00.000Z',
      'Consent wording version': '2026-11-23',
      'Linked to': 2,
      'Assigned to': 'sales@clubhouse.test',
      'Last note': 'Tour on Friday',
      'Last note by': 'b@clubhouse.test',
      'Last note at (UTC)': '2026-11-24T09:30:00.000Z',
    })
  })

  it('give an enquiry its type, proposer, Instagram, message and page, and read unpopulated references as ids', () => {
    const enquiry = row(ENQUIRY_COLUMNS, {
      id: 9,
      createdAt: '2026-11-23T10:15:00Z',
      status: 'new',
      enquiryType: 'social',
      proposerName: 'Grace Hopper',
      proposerEmail: 'grace@example.com',
      instagramAccount: '@ada',
      message: 'Hello',
      queryOrigin: 'Fulham',
      club: 3,
      linkedTo: 4,
      consent: { given: false },
    })
    expect(enquiry).toMatchObject({
      Type: 'Social membership',
      'Proposer name': 'Grace Hopper',
      'Proposer e-mail': 'grace@example.com',
      Instagram: '@ada',
      Message: 'Hello',
      Page: 'Fulham',
      Club: 3,
      'Linked to': 4,
      'Consent given': 'no',
      'Consent at (UTC)': '',
      'Last note': undefined,
    })
    expect(ENQUIRY_COLUMNS.map((c) => c.header)).not.toContain('Membership')
    expect(LEAD_COLUMNS.map((c) => c.header)).not.toContain('Message')
  })

  it('labels unknown values as stored and missing ones as empty', () => {
    expect(label('status', 'archived')).toBe('archived')
    expect(label('status', null)).toBe('')
    expect(label('firstName', 'Ada')).toBe('Ada')
  })
})

describe('londonDate', () => {
  it('names the file after the day in London, summer time included', () => {
    expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01')
    expect(londonDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31')
  })
})
