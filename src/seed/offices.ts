import type { Office } from '@/payload-types'

import { londonDateFrom } from './calendar'
import type { ClubName } from './content'
import { CONTACTS, pounds, span } from './facts'
import { richText } from './richtext'
import { img, portrait, type SeedImage } from './styleguide/types'

type ArrayKey = 'info' | 'prices' | 'amenities' | 'facilities' | 'featureList' | 'contactGroups'
type Rows<K extends ArrayKey> = Omit<NonNullable<Office[K]>[number], 'id'>[]

/** An office as the seed writes it: its club by name, its pictures by label, available from a day relative to now. */
export type SeedOffice = Pick<Office, 'title' | 'officeGroupId' | 'displayName' | 'pricePerMonth' | 'workstations' | 'availableFrom' | 'description' | 'longDescription'> & {
  location: ClubName
  image: SeedImage
  landscapeImages?: SeedImage[]
  portraitImages?: SeedImage[]
  floorPlanImage?: SeedImage
  floorplanList?: { preview: SeedImage }[]
  info: Rows<'info'>
  prices: Rows<'prices'>
  amenities: Rows<'amenities'>
  facilities: Rows<'facilities'>
  featureList: Rows<'featureList'>
  contactGroups: Rows<'contactGroups'>
}

/** When an office is free: days or months from the seed's run (negative: already free). */
type From = { days?: number; months?: number }

type Plan = {
  officeGroupId: string
  title: string
  club: ClubName
  floor: string
  price: number
  desks: number
  from: From
  blurb: string
  picture: SeedImage
  /** The one office with everything: portrait pictures and floor plans. */
  full?: boolean
}

const pictures = {
  city: img('Office, City third floor'),
  kensington: img('Office, Kensington studio'),
  knightsbridge: img('Office, Knightsbridge townhouse'),
  fulham: img('Office, Fulham garden'),
  desk: portrait('Office desk (portrait)'),
  lounge: portrait('Office lounge (portrait)'),
  plan: img('Floor plan, City third floor'),
}

/** A shorter term costs a little more, rounded to £50. */
const shortTerm = (price: number) => Math.round((price * 1.08) / 50) * 50

const OFFICE_SALES: Rows<'contactGroups'> = [{ title: 'Offices', contacts: [{ ...CONTACTS.officeSales }] }]

const AMENITIES: Rows<'amenities'> = [
  { icon: 'wifi', text: 'Fast, secure Wi-Fi' },
  { icon: 'coffee', text: 'Barista coffee all day' },
  { icon: 'meeting-room', text: 'Meeting-room credits every month' },
  { icon: 'phone-booth', text: 'Phone booths on every floor' },
  { icon: 'reception', text: 'Staffed reception' },
  { icon: 'access', text: '24/7 access' },
  { icon: 'bike', text: 'Bike storage' },
  { icon: 'shower', text: 'Showers and lockers' },
  { icon: 'kitchen', text: 'Shared kitchen' },
  { icon: 'gym', text: 'Use of the gym at Fulham' },
]

const plans: Plan[] = [
  // City (location 8)
  { officeGroupId: 'CITY-3F-12', title: 'The Threadneedle Suite', club: 'City', floor: '3rd', price: 6800, desks: 12, from: { days: -45 }, blurb: 'A corner office with windows on two sides and a private meeting room.', picture: pictures.city, full: true },
  { officeGroupId: 'CITY-1F-01', title: 'Single-desk office', club: 'City', floor: '1st', price: 650, desks: 1, from: { days: -10 }, blurb: 'A quiet room of your own off the members’ floor.', picture: pictures.city },
  { officeGroupId: 'CITY-2F-04', title: 'Four-desk studio', club: 'City', floor: '2nd', price: 2400, desks: 4, from: { days: 30 }, blurb: 'A bright studio over Threadneedle Walk, furnished and ready.', picture: pictures.city },
  { officeGroupId: 'CITY-2F-08', title: 'Eight-desk office', club: 'City', floor: '2nd', price: 3900, desks: 8, from: { days: 75 }, blurb: 'Room for a growing team, a short walk from Bank station.', picture: pictures.city },
  { officeGroupId: 'CITY-5F-40', title: 'The Fifth Floor', club: 'City', floor: '5th', price: 12000, desks: 40, from: { months: 6 }, blurb: 'A whole floor with its own kitchen, two meeting rooms and a terrace.', picture: pictures.city },
  // Kensington (location 14)
  { officeGroupId: 'KEN-2F-06', title: 'Six-desk studio', club: 'Kensington', floor: '2nd', price: 3200, desks: 6, from: { days: -20 }, blurb: 'High ceilings and tall windows over the High Street.', picture: pictures.kensington },
  { officeGroupId: 'KEN-3F-10', title: 'Ten-desk office', club: 'Kensington', floor: '3rd', price: 4800, desks: 10, from: { days: 50 }, blurb: 'A calm office at the back of the building, above the garden.', picture: pictures.kensington },
  { officeGroupId: 'KEN-1F-03', title: 'Three-desk office', club: 'Kensington', floor: '1st', price: 1450, desks: 3, from: { months: 5 }, blurb: 'A small office a floor above the café.', picture: pictures.kensington },
  { officeGroupId: 'KEN-3F-16', title: 'Sixteen-desk suite', club: 'Kensington', floor: '3rd', price: 7900, desks: 16, from: { months: 7 }, blurb: 'Two connecting rooms with a private phone booth.', picture: pictures.kensington },
  // Knightsbridge (location 15)
  { officeGroupId: 'KNB-4F-02', title: 'Rooftop two-desk office', club: 'Knightsbridge', floor: '4th', price: 1450, desks: 2, from: { days: 10 }, blurb: 'Two desks under the eaves, a step from the Rooftop.', picture: pictures.knightsbridge },
  { officeGroupId: 'KNB-2F-05', title: 'Townhouse five-desk office', club: 'Knightsbridge', floor: '2nd', price: 2950, desks: 5, from: { days: -60 }, blurb: 'A panelled room with a fireplace and a view of Brompton Place.', picture: pictures.knightsbridge },
  { officeGroupId: 'KNB-3F-09', title: 'Mews nine-desk office', club: 'Knightsbridge', floor: '3rd', price: 4200, desks: 9, from: { months: 4, days: 15 }, blurb: 'Quiet, at the back of the townhouse, over the mews.', picture: pictures.knightsbridge },
  { officeGroupId: 'KNB-1F-25', title: 'The Garden Floor', club: 'Knightsbridge', floor: 'Ground', price: 9500, desks: 25, from: { days: 80 }, blurb: 'A floor opening onto the garden, with its own entrance.', picture: pictures.knightsbridge },
  // Fulham (location 5)
  { officeGroupId: 'FUL-GF-04', title: 'Garden studio', club: 'Fulham', floor: 'Ground', price: 2100, desks: 4, from: { days: -5 }, blurb: 'A studio opening onto the garden terrace.', picture: pictures.fulham },
  { officeGroupId: 'FUL-1F-07', title: 'Riverside seven-desk office', club: 'Fulham', floor: '1st', price: 3600, desks: 7, from: { months: 5 }, blurb: 'Seven desks looking over Imperial Wharf and the river.', picture: pictures.fulham },
  { officeGroupId: 'FUL-2F-12', title: 'Twelve-desk loft', club: 'Fulham', floor: '2nd', price: 5600, desks: 12, from: { days: 20 }, blurb: 'A loft with skylights and room for a team of twelve.', picture: pictures.fulham },
]

function office(plan: Plan, now: Date): SeedOffice {
  const { club, floor, price, desks } = plan
  const floorName = /^\d/.test(floor) ? `${floor} floor` : `${floor.toLowerCase()} floor`
  return {
    title: plan.title,
    officeGroupId: plan.officeGroupId,
    location: club,
    displayName: `${club}, ${floorName}`,
    pricePerMonth: price,
    workstations: desks,
    availableFrom: londonDateFrom(now, plan.from),
    description: `${plan.blurb} ${desks === 1 ? 'One desk' : `${desks} desks`}, furnished and serviced, with membership of all four clubs for everyone who works here.`,
    longDescription: richText(
      plan.blurb,
      `Everything is included in one monthly price: furniture, fast internet, cleaning, business rates and a club membership for every desk at ${club} and the other three clubs.`,
      '## Moving in',
      'We can have the office ready in two weeks: tell us about your team and we will arrange a viewing.',
    ),
    image: plan.picture,
    // Its own picture first, then two of the other clubs' offices for the gallery.
    landscapeImages: [plan.picture, ...[pictures.city, pictures.kensington, pictures.knightsbridge].filter((p) => p !== plan.picture).slice(0, 2)],
    ...(plan.full
      ? { portraitImages: [pictures.desk, pictures.lounge], floorPlanImage: pictures.plan, floorplanList: [{ preview: pictures.plan }] }
      : {}),
    info: [
      { title: 'Floor', detail: floor },
      { title: 'Size', detail: `${(desks * 60 + 120).toLocaleString('en-GB')} sq ft` },
      { title: 'Desks', detail: String(desks) },
      { title: 'Minimum term', detail: '6 months' },
    ],
    prices: [
      { label: '12-month term', value: `${pounds(price)} pcm + VAT` },
      { label: '6-month term', value: `${pounds(shortTerm(price))} pcm + VAT` },
    ],
    amenities: AMENITIES.slice(0, desks >= 10 ? 10 : 6),
    facilities: [{ text: 'Furniture included' }, { text: 'Cleaning every weekday' }, { text: 'Business rates and utilities included' }, { text: 'Post handled by reception' }],
    featureList: [{ text: `${desks === 1 ? 'One desk' : `${desks} desks`} and chairs` }, { text: 'Lockable storage' }, { text: 'Air conditioning' }, ...(desks >= 10 ? [{ text: 'A private meeting room' }] : [])],
    contactGroups: OFFICE_SALES,
  }
}

/**
 * Sixteen offices across the four clubs, £650 to £12,000 a month and one to forty desks; two share
 * a price (KEN-1F-03, KNB-4F-02) to show the list's stable order. Some are free already, some
 * within three months ("available now"), some four to eight months away.
 */
export const seedOffices = (now: Date): SeedOffice[] => plans.map((plan) => office(plan, now))

/** The fewest and most desks an office has, in one club or in all four: what copy's "one to forty" says. */
export const officeDesks = (club?: ClubName) => span(plans.filter((p) => !club || p.club === club).map((p) => p.desks))

/** What the cheapest office in a club costs a month. */
export const officeFrom = (club: ClubName) => Math.min(...plans.filter((p) => p.club === club).map((p) => p.price))

/** A club's offices as the location-offices module lists them, smallest first. */
export const clubOffices = (club: ClubName) =>
  plans
    .filter((p) => p.club === club)
    .sort((a, b) => a.desks - b.desks)
    .map((p) => ({ name: p.title, desks: p.desks, pricePerMonth: `${pounds(p.price)} per month + VAT`, link: `/office-detail?officeId=${p.officeGroupId}`, linkText: 'View office' }))
