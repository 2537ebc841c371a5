import { describe, expect, it } from 'vitest'

import { fieldErrors } from '@/lib/forms/errors'

import { contactFormSchema, enquiryFormSchema, joinMobile, tourFormSchema } from './form-schema'
import { enquiryCreateSchema, tourRequestSchema } from './schema'

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0])

const tourForm = {
  title: 'Ms',
  firstName: 'Amelia',
  lastName: 'Hart',
  emailAddress: 'amelia@example.com',
  dialCode: '+44',
  mobileNumber: '07700 900123',
  dobDay: '17',
  dobMonth: '4',
  dobYear: '1988',
  locationId: '15',
  termsAccepted: 'on',
}

describe('tour form', () => {
  it('gives every required field its message when empty', () => {
    expect(errorsOf(tourFormSchema.safeParse({ dialCode: '' }))).toEqual({
      title: 'Required',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      emailAddress: 'Please enter your email address',
      dialCode: 'please select dial code',
      mobileNumber: 'Please enter your mobile number',
      dateOfBirth: 'Please enter your date of birth',
      locationId: 'Please select your home location',
      termsAccepted: 'Please tick to agree before sending',
    })
  })

  it('asks Corporate for the company and 3 to 10 memberships', () => {
    expect(errorsOf(tourFormSchema.safeParse({ ...tourForm, clientType: 'Corporate', numberOfMembers: '11' }))).toEqual({
      companyName: 'Please enter your company name',
      numberOfMembers: 'Please enter number of memberships',
    })
  })

  it('builds the spec 001 payload: dial code + number, year-month-day, numbers as numbers', () => {
    const parsed = tourFormSchema.parse({
      ...tourForm,
      clientType: 'Corporate',
      companyName: ' Hart & Co ',
      numberOfMembers: '4',
      gaUtmSource: 'newsletter',
      referrerMemberId: 'M-1',
      idempotencyKey: 'key-12345678',
    })
    expect(parsed.payload).toMatchObject({
      title: 'Ms',
      mobileNumber: '+447700900123',
      dateOfBirth: '1988-04-17',
      locationId: 15,
      clientType: 'Corporate',
      companyName: 'Hart & Co',
      numberOfMembers: 4,
      gaUtmSource: 'newsletter',
      referrerMemberId: 'M-1',
      termsAccepted: true,
    })
    expect(parsed.idempotencyKey).toBe('key-12345678')
    expect(tourRequestSchema.safeParse(parsed.payload).success).toBe(true)
  })

  it('treats an unknown membership as Club and uses the tour form’s e-mail wording', () => {
    const result = tourFormSchema.safeParse({ ...tourForm, clientType: 'Gold', emailAddress: 'amelia@example' })
    expect(errorsOf(result)).toEqual({ emailAddress: 'invalid email address' })
  })
})

describe('membership enquiry form', () => {
  const form = { ...tourForm, locationId: '5' }

  it('uses the enquiry wording, and checks proposer fields only on Social', () => {
    expect(errorsOf(enquiryFormSchema.safeParse({ ...form, emailAddress: 'x', enquiryType: 'club', proposerEmail: 'bad' }))).toEqual({
      emailAddress: 'Invalid email address',
    })
    expect(errorsOf(enquiryFormSchema.safeParse({ ...form, enquiryType: 'social', proposerEmail: 'bad', instagramAccount: 'me' }))).toEqual({
      proposerEmail: 'Invalid email address',
      instagramAccount: 'Instagram accounts start with @',
    })
  })

  it('sends the social fields only for Social', () => {
    const social = enquiryFormSchema.parse({ ...form, enquiryType: 'social', proposerName: 'Tom Price', instagramAccount: '@amelia' })
    expect(social.input).toMatchObject({ enquiryType: 'social', proposerName: 'Tom Price', instagramAccount: '@amelia', locationId: 5 })
    const club = enquiryFormSchema.parse({ ...form, enquiryType: 'club', proposerName: 'Tom Price' })
    expect(club.input).not.toHaveProperty('proposerName')
    expect(enquiryCreateSchema.safeParse({ input: social.input }).success).toBe(true)
  })
})

describe('contact panels (office, event)', () => {
  it('asks for name, e-mail and phone, and records the press of Send as consent', () => {
    expect(errorsOf(contactFormSchema.safeParse({}))).toEqual({
      fullName: 'Please enter your name',
      email: 'Please enter your email address',
      phone: 'Please enter your phone number',
    })
    const ok = contactFormSchema.parse({ kind: 'event', fullName: 'Sam Lee', email: 'sam@example.com', phone: '+44 20 7123 4567', queryOrigin: 'Terrace' })
    expect(ok.input).toMatchObject({ enquiryType: 'event', queryOrigin: 'Terrace', termsAccepted: true })
    expect(enquiryCreateSchema.safeParse({ input: ok.input }).success).toBe(true)
  })

  it('carries the club of the office or event the panel is about, and drops one that is not a club', () => {
    const about = { kind: 'office', fullName: 'Sam Lee', email: 'sam@example.com', phone: '+44 20 7123 4567', queryOrigin: 'Knightsbridge Suite' }
    const ok = contactFormSchema.parse({ ...about, locationId: '15' })
    expect(ok.input).toMatchObject({ enquiryType: 'office', locationId: 15 })
    expect(enquiryCreateSchema.parse({ input: ok.input }).input).toMatchObject({ enquiryType: 'office', locationId: 15 })
    expect(contactFormSchema.parse({ ...about, locationId: '999' }).input.locationId).toBeUndefined()
    expect(contactFormSchema.parse(about).input.locationId).toBeUndefined()
    expect(enquiryCreateSchema.safeParse({ input: { ...ok.input, locationId: 999 } }).success).toBe(false)
  })
})

describe('API payloads', () => {
  it('names each bad field with its message, and survives junk', () => {
    expect(errorsOf(tourRequestSchema.safeParse({ title: 'Lord', locationId: '15', numberOfMembers: 4, clientType: 'Club' }))).toMatchObject({
      title: 'Required',
      locationId: 'Please select your home location',
      firstName: 'Please enter your first name',
    })
    for (const junk of [null, 1, 'x', [], { input: null }]) expect(enquiryCreateSchema.safeParse(junk).success).toBe(false)
  })

  it('accepts a complete Club payload and drops unknown fields', () => {
    const parsed = tourRequestSchema.parse({
      title: 'Mr', firstName: 'Ravi', lastName: 'Shah', emailAddress: 'ravi@[10.0.0.1]', mobileNumber: '+447700900123',
      dateOfBirth: '1990-01-31', locationId: 8, clientType: 'Club', favouriteColour: 'green',
    })
    expect(parsed).not.toHaveProperty('favouriteColour')
  })

  it('joins the dial code and number without spaces or the leading zero', () => {
    expect(joinMobile('+44', '07700 900-123')).toBe('+447700900123')
    expect(joinMobile('Other', '+1 (555) 010 2030')).toBe('+15550102030')
  })
})
