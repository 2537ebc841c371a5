import { describe, expect, it } from 'vitest'

import { fieldErrors } from '@/lib/forms/errors'

import { addressSchema, APPLICATION_MESSAGES as M, profileSchema, startFormSchema, startInputSchema, summarySchema } from './schema'

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => (result.success ? {} : fieldErrors(result.error!))

describe('the address step', () => {
  it('takes a UK address, writing the postcode as Royal Mail does', () => {
    const parsed = addressSchema.parse({ postcode: 'sw6 4lz', addressLine1: " 512 New King's Road ", town: 'LONDON' })
    expect(parsed).toEqual({ country: 'United Kingdom', postcode: 'SW6 4LZ', addressLine1: "512 New King's Road", addressLine2: '', town: 'LONDON', county: '' })
  })

  it('asks for the first line, the town and, in the United Kingdom, a real postcode', () => {
    expect(errorsOf(addressSchema.safeParse({ country: 'United Kingdom', addressLine1: ' ', town: '' }))).toEqual({
      postcode: M.postcodeRequired,
      addressLine1: M.addressLine1Required,
      town: M.townRequired,
    })
    expect(errorsOf(addressSchema.safeParse({ addressLine1: '1 High St', town: 'London', postcode: '' }))).toEqual({ postcode: M.postcodeRequired })
    expect(errorsOf(addressSchema.safeParse({ addressLine1: '1 High St', town: 'London', postcode: '12345' }))).toEqual({ postcode: M.postcodeInvalid })
  })

  it('takes any postcode, or none, outside the United Kingdom, and only a listed country', () => {
    expect(addressSchema.parse({ country: 'France', addressLine1: '5 rue de Rivoli', town: 'Paris', postcode: '75001' }).postcode).toBe('75001')
    expect(addressSchema.safeParse({ country: 'Ireland', addressLine1: '1 Main St', town: 'Cork' }).success).toBe(true)
    expect(errorsOf(addressSchema.safeParse({ country: 'Atlantis', addressLine1: 'x', town: 'y' }))).toMatchObject({ country: M.countryRequired })
  })
})

describe('the about-you step', () => {
  const good = { gender: 'Female', industry: 'FINANCIAL_SERVICES', role: 'Founder / Owner', aboutMember: 'I run a small design studio in Fulham.' }

  it('takes gender, industry, role and a few words', () => {
    expect(profileSchema.parse({ ...good, aboutMember: '  trimmed  ' }).aboutMember).toBe('trimmed')
  })

  it('asks for each of them, with the about-you text at most 4000 characters', () => {
    expect(errorsOf(profileSchema.safeParse({ gender: '', industry: '', role: 'Boss', aboutMember: ' ' }))).toEqual({
      gender: M.genderRequired,
      industry: M.industryRequired,
      role: M.roleRequired,
      aboutMember: M.aboutRequired,
    })
    expect(profileSchema.safeParse({ ...good, aboutMember: 'x'.repeat(4000) }).success).toBe(true)
    expect(errorsOf(profileSchema.safeParse({ ...good, aboutMember: 'x'.repeat(4001) }))).toEqual({ aboutMember: M.aboutTooLong })
  })
})

describe('the summary step', () => {
  it('needs the agreement ticked', () => {
    expect(summarySchema.safeParse({ agreement: 'on' }).success).toBe(true)
    expect(errorsOf(summarySchema.safeParse({}))).toEqual({ agreement: M.agreementRequired })
  })
})

describe('the first details', () => {
  const form = {
    title: 'Ms',
    firstName: 'Siobhán',
    lastName: "O'Brien",
    emailAddress: ' Siobhan@Example.co.uk ',
    dialCode: '+44',
    mobileNumber: '07700 900123',
    dobDay: '9',
    dobMonth: '3',
    dobYear: '1990',
    locationId: '15',
  }
  it('turns a posted form into the API input', () => {
    const parsed = startFormSchema.parse(form)
    expect(parsed.input).toEqual({
      title: 'Ms',
      firstName: 'Siobhán',
      lastName: "O'Brien",
      emailAddress: 'siobhan@example.co.uk',
      dialCode: '+44',
      mobileNumber: '07700 900123',
      dateOfBirth: '1990-03-09',
      locationId: 15,
    })
  })
  it('gives the spec’s messages, all at once', () => {
    const result = startFormSchema.safeParse({ firstName: 'A', lastName: 'B2', emailAddress: 'x@y', dialCode: '', mobileNumber: 'abc', locationId: '99' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      title: 'Required',
      firstName: 'Please enter a valid first name',
      lastName: 'INVALID',
      emailAddress: 'Invalid email address',
      dialCode: 'please select dial code',
      mobileNumber: 'INVALID',
      dateOfBirth: 'Please enter your date of birth',
      locationId: 'Please select your home location',
    })
  })
  it('defaults the home club to Knightsbridge (15) in the API', () => {
    const parsed = startInputSchema.parse({ title: 'Mr', firstName: 'James', lastName: 'Hunt', emailAddress: 'j@example.com', mobileNumber: '07700900123', dateOfBirth: '1980-01-31' })
    expect(parsed.locationId).toBe(15)
    expect(parsed.dialCode).toBe('+44')
  })
  it('refuses 31 February', () => {
    const result = startInputSchema.safeParse({ ...form, dateOfBirth: '1990-02-31' })
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ dateOfBirth: 'Please enter a valid date of birth' })
  })
})
