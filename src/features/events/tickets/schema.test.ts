import { describe, expect, it } from 'vitest'

import { fieldErrors } from '@/lib/forms/errors'

import { personErrors, ticketFormSchema, ticketRequestSchema } from './schema'
import type { TicketItem } from './rules'

const person = { fullName: ' Ada Lovelace ', email: ' Ada@Example.com ', phone: '+44 20 7123 4567', message: '' }

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0])

describe('personErrors', () => {
  it('uses the spec’s words for missing and invalid fields', () => {
    expect(personErrors({ fullName: ' ', email: '', phone: '', message: '' })).toEqual({
      fullName: 'Please enter your name',
      email: 'Please enter your email address',
      phone: 'Please enter your phone number',
    })
    expect(personErrors({ ...person, email: 'ada@example' }).email).toBe('Invalid email address')
    expect(personErrors({ ...person, email: 'ada@example.notatld' }).email).toBe('Invalid email address')
    expect(personErrors({ ...person, phone: 'call me' }).phone).toBe('Please enter a valid phone number')
    expect(personErrors(person)).toEqual({})
  })

  it('allows a message of up to 4000 characters', () => {
    expect(personErrors({ ...person, message: 'x'.repeat(4000) })).toEqual({})
    expect(personErrors({ ...person, message: 'x'.repeat(4001) }).message).toBe('Please keep your message under 4000 characters')
  })
})

describe('ticketRequestSchema (the JSON API)', () => {
  it('trims, lower-cases the address and keeps the items', () => {
    const parsed = ticketRequestSchema.parse({ ...person, message: '  Vegetarian\u0000 please ', items: [{ index: 0, quantity: 2 }] })
    expect(parsed).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7123 4567',
      message: 'Vegetarian please',
      items: [{ index: 0, quantity: 2 }],
    })
  })

  it('names every field to fix at once, the items included', () => {
    const result = ticketRequestSchema.safeParse({ email: 'nope', items: [{ index: -1, quantity: 1.5 }] })
    expect(errorsOf(result)).toEqual({
      fullName: 'Please enter your name',
      email: 'Invalid email address',
      phone: 'Please enter your phone number',
      'items.0.index': 'This ticket is no longer available. Please reload the page and choose again.',
      'items.0.quantity': 'Please choose a quantity from the list.',
    })
  })

  it('refuses items that are not a list, and text that is not text', () => {
    expect(errorsOf(ticketRequestSchema.safeParse({ ...person, items: 'two' })).items).toMatch(/list/)
    expect(errorsOf(ticketRequestSchema.safeParse({ ...person, fullName: 5, items: [] })).fullName).toBe('Please enter text here')
  })
})

const items: TicketItem[] = [
  { index: 0, id: 'row-0', title: 'Day ticket', subtitle: null, price: 195, min: 1, max: 4, soldOut: false, capacity: null, left: null, priceIdentifier: null, image: null },
  { index: 1, id: 'row-1', title: 'Boat', subtitle: null, price: 35, min: 1, max: 4, soldOut: true, capacity: null, left: null, priceIdentifier: null, image: null },
  { index: 2, id: 'row-2', title: 'Dinner', subtitle: null, price: 60, min: 2, max: 6, soldOut: false, capacity: null, left: null, priceIdentifier: null, image: null },
]

describe('ticketFormSchema (the form, in the browser and the server action)', () => {
  it('turns the posted quantities into the API’s items, leaving out none', () => {
    const parsed = ticketFormSchema(items).parse({
      ...person,
      quantities: ['2', undefined, '0'],
      titles: ['Day ticket', 'Boat', 'Dinner'],
      idempotencyKey: ' key-12345678 ',
    })
    expect(parsed.request.items).toEqual([{ index: 0, quantity: 2, title: 'Day ticket' }])
    expect(parsed.request.email).toBe('ada@example.com')
    expect(parsed.idempotencyKey).toBe('key-12345678')
  })

  it('checks each quantity against its item when it knows the items', () => {
    const result = ticketFormSchema(items).safeParse({ ...person, quantities: ['5', '1', '1'] })
    expect(errorsOf(result)).toEqual({
      'quantities.0': 'Day ticket: choose between 1 and 4, or none.',
      'quantities.1': 'Boat is sold out.',
      'quantities.2': 'Dinner: choose between 2 and 6, or none.',
    })
  })

  it('asks for at least one ticket, with or without the items', () => {
    expect(errorsOf(ticketFormSchema(items).safeParse({ ...person, quantities: ['0', '', '0'] }))).toEqual({ tickets: 'Choose at least one ticket.' })
    expect(errorsOf(ticketFormSchema().safeParse({ ...person }))).toEqual({ tickets: 'Choose at least one ticket.' })
  })

  it('refuses a quantity that is not a whole number', () => {
    expect(errorsOf(ticketFormSchema().safeParse({ ...person, quantities: ['two'] }))).toEqual({ 'quantities.0': 'Please choose a quantity from the list.' })
  })
})
