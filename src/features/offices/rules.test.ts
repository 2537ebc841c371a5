import { describe, expect, it } from 'vitest'

import {
  availabilityCutoff,
  availabilityText,
  clampRange,
  firstContacts,
  hasOfficeFilters,
  isLastPage,
  londonDay,
  officeDetailHref,
  officeHeading,
  pcmText,
  placeholderCount,
  priceLabel,
  showOfficesText,
  whatsappHref,
  workstationsText,
} from './rules'

describe('isLastPage (page*6 >= total or total <= 6)', () => {
  it.each([
    [1, 0, true],
    [1, 6, true],
    [1, 7, false],
    [2, 7, true],
    [2, 12, true],
    [2, 13, false],
  ])('page %i of %i offices: end %s', (page, total, end) => {
    expect(isLastPage(page, total)).toBe(end)
  })
})

describe('placeholderCount', () => {
  it('completes the last row of 3 (landscape) or 4 (portrait)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => placeholderCount(n, 'landscape'))).toEqual([0, 2, 1, 0, 2, 1, 0, 2])
    expect([0, 1, 2, 3, 4, 5, 6, 8, 9].map((n) => placeholderCount(n, 'portrait'))).toEqual([0, 3, 2, 1, 0, 3, 2, 0, 3])
  })
})

describe('availabilityCutoff: three calendar months from London’s today (the month’s last day when shorter)', () => {
  it.each([
    ['2026-11-30T12:00:00Z', '2027-02-28'], // no 30 February: the month's last day
    ['2027-11-30T12:00:00Z', '2028-02-29'], // a leap year
    ['2026-08-31T12:00:00Z', '2026-11-30'],
    ['2026-01-15T12:00:00Z', '2026-04-15'],
    // 00:30 on 1 July in London (BST) is still 30 June in UTC: London's day counts.
    ['2026-06-30T23:30:00Z', '2026-10-01'],
    ['2026-12-31T23:30:00Z', '2027-03-31'],
  ])('%s → %s', (now, cutoff) => {
    expect(availabilityCutoff(new Date(now))).toBe(cutoff)
  })
})

describe('officeHeading', () => {
  it('is the block’s title until filtered', () => {
    expect(officeHeading({ locationNames: [] })).toBe('Offices to rent in London')
    expect(officeHeading({ locationNames: [] }, 'Offices in the City')).toBe('Offices in the City')
    expect(officeHeading({ locationNames: [], price: { min: 1000 } })).toBe('Offices to rent in London')
  })

  it('names one, two or three locations', () => {
    expect(officeHeading({ locationNames: ['Fulham'] })).toBe('Office to rent in Fulham')
    expect(officeHeading({ locationNames: ['City', 'Fulham'] })).toBe('Offices to rent in City and Fulham')
    expect(officeHeading({ locationNames: ['City', 'Fulham', 'Kensington'] })).toBe('Offices to rent in City, Fulham and Kensington')
  })

  it('adds the people and then the price ranges', () => {
    expect(officeHeading({ locationNames: ['Fulham'], people: { min: 2, max: 8 } })).toBe('Office to rent in Fulham, 2 - 8 people')
    expect(officeHeading({ locationNames: ['Fulham'], price: { min: 1500, max: 12000 } })).toBe('Office to rent in Fulham, £1,500 - £12,000 pcm')
    expect(officeHeading({ locationNames: ['City', 'Fulham'], people: { min: 4, max: 10 }, price: { min: 900, max: 4500 } })).toBe(
      'Offices to rent in City and Fulham, 4 - 10 people, £900 - £4,500 pcm',
    )
    expect(officeHeading({ locationNames: [], people: { min: 1, max: 4 } })).toBe('Offices to rent in London, 1 - 4 people')
  })
})

describe('priceLabel: to the nearest 1000, down for the low end and up for the high end, except at or below 1000', () => {
  it.each([
    [900, 'min', '£900'],
    [900, 'max', '£900'],
    [1000, 'min', '£1,000'],
    [1000, 'max', '£1,000'],
    [1001, 'min', '£1,000'],
    [1001, 'max', '£2,000'],
    [2500, 'min', '£2,000'],
    [2500, 'max', '£3,000'],
  ] as const)('%i (%s) → %s', (value, end, label) => {
    expect(priceLabel(value, end)).toBe(label)
  })
})

describe('hasOfficeFilters', () => {
  const bounds = { price: { min: 500, max: 9000 }, workStations: { min: 1, max: 40 } }
  it('counts locations, availability and a moved range only', () => {
    expect(hasOfficeFilters({})).toBe(false)
    expect(hasOfficeFilters({ locations: [], availableNow: false })).toBe(false)
    expect(hasOfficeFilters({ locations: [5] })).toBe(true)
    expect(hasOfficeFilters({ availableNow: true })).toBe(true)
    expect(hasOfficeFilters({ price: { min: 500, max: 9000 } }, bounds)).toBe(false)
    expect(hasOfficeFilters({ price: { min: 600, max: 9000 } }, bounds)).toBe(true)
  })
})

describe('clampRange', () => {
  const bounds = { min: 1000, max: 5000 }
  it('keeps a chosen range inside new bounds, and drops one that covers them', () => {
    expect(clampRange({ min: 2000, max: 3000 }, bounds)).toEqual({ min: 2000, max: 3000 })
    expect(clampRange({ min: 500, max: 3000 }, bounds)).toEqual({ min: 1000, max: 3000 })
    expect(clampRange({ min: 2000, max: 9000 }, bounds)).toEqual({ min: 2000, max: 5000 })
    expect(clampRange({ min: 500, max: 9000 }, bounds)).toBeUndefined()
    expect(clampRange({ min: 1000, max: 5000 }, bounds)).toBeUndefined()
    expect(clampRange(undefined, bounds)).toBeUndefined()
  })
})

describe('card texts', () => {
  it('says available now from the day itself, and the date before it', () => {
    expect(availabilityText('2026-11-23', '2026-11-23')).toBe('Available now')
    expect(availabilityText('2026-01-01', '2026-11-23')).toBe('Available now')
    expect(availabilityText('2027-03-01', '2026-11-23')).toBe('Available from 1 March 2027')
  })

  it('reads a stored instant as its London day', () => {
    expect(londonDay('2027-02-28T23:00:00.000Z')).toBe('2027-02-28') // GMT
    expect(londonDay('2027-05-31T23:00:00.000Z')).toBe('2027-06-01') // BST
  })

  it('counts workstations, prices per month and links the detail page', () => {
    expect(workstationsText(1)).toBe('1 workstation')
    expect(workstationsText(8)).toBe('8 workstations')
    expect(pcmText(4200)).toBe('£4,200 pcm')
    expect(officeDetailHref('CITY-3F-12')).toBe('/office-detail?officeId=CITY-3F-12')
    expect(showOfficesText(7)).toBe('show 7 office types')
    expect(showOfficesText(1)).toBe('show 1 office type')
    expect(showOfficesText(0)).toBe('show office types')
  })
})

describe('office contacts', () => {
  it('finds the first e-mail and the first phone number across groups', () => {
    expect(
      firstContacts([
        { contacts: [{ phoneNumber: ' ' }, { email: null, phoneNumber: '020 7123 4508' }] },
        { contacts: [{ email: 'offices@clubhouse.london', phoneNumber: '07700 900123' }] },
      ]),
    ).toEqual({ email: 'offices@clubhouse.london', phone: '020 7123 4508' })
    expect(firstContacts(null)).toEqual({ email: null, phone: null })
  })

  it('turns a UK number into an international WhatsApp link', () => {
    expect(whatsappHref('020 7123 4508')).toBe('https://wa.me/442071234508')
    expect(whatsappHref('07700 900123')).toBe('https://wa.me/447700900123')
    expect(whatsappHref('+44 (0)20 7123 4508')).toBe('https://wa.me/442071234508')
    expect(whatsappHref('0044 20 7123 4508')).toBe('https://wa.me/442071234508')
    expect(whatsappHref('+33 1 23 45 67 89')).toBe('https://wa.me/33123456789')
    expect(whatsappHref('')).toBeNull()
    expect(whatsappHref(null)).toBeNull()
  })
})
