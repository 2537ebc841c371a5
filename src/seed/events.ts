import type { Event } from '@/payload-types'

import { londonDayOfMonth, londonInstant, londonMonth, nextInWindow } from './calendar'
import type { ClubName } from './content'
import { richText } from './richtext'
import { img, type SeedImage } from './styleguide/types'

type Ticket = Omit<NonNullable<Event['tickets']>[number], 'id' | 'image'> & { image?: SeedImage }

/** An event as the seed writes it: its club by name and its pictures by label, dated from now. */
export type SeedEvent = Pick<
  Event,
  'title' | 'slug' | 'eventStatus' | 'eventType' | 'eventCategories' | 'eventPrice' | 'venueName' | 'venueAddress' | 'description' | 'shortDescription' | 'longDescription' | 'shareLink'
> & { club: ClubName; startsAt: string; endsAt: string; headerImage: SeedImage; coverImage?: SeedImage; tickets?: Ticket[] }

/** What an event is, before it is given a day: its London start time and length in hours. */
type Plan = Omit<SeedEvent, 'startsAt' | 'endsAt'> & { time: string; hours: number }

export const SUMMIT_EVENT_SLUG = 'clubhouse-summit-25'

const pictures = {
  supper: img('Supper club table'),
  wellness: img('Yoga studio, Kensington'),
  talk: img('Speaker on stage'),
  party: img('Party on the terrace, Fulham'),
  music: img('Jazz trio in the bar'),
  family: img('Family brunch'),
}

/** The summit's day, part by part: its tickets and the programme on /clubhouse-summit-25 both read it. */
export const summitProgramme = {
  talks: { time: '10:00 - 18:00', place: 'the Screening Room', about: 'Talks and panels from 10:00, lunch in the Brasserie, and afternoon workshops in small groups.' },
  dinner: { time: '19:00 - 22:30', place: 'the Rooftop', about: 'Three courses on the Rooftop with the day’s speakers.' },
  transfer: { time: '23:00', place: 'Chelsea Harbour', about: 'A riverboat to the City for those who are not ready to go home.' },
} as const

/** The summit's tickets, also the items of the itinerary module on /clubhouse-summit-25. */
export const summitTickets: Ticket[] = [
  { itemTitle: 'Summit day ticket', itemSubtitle: `${summitProgramme.talks.time}, ${summitProgramme.talks.place}`, itemPrice: 195, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: false, quantityAvailable: 120, priceIdentifier: 'summitTicket', image: pictures.talk },
  { itemTitle: 'Rooftop dinner', itemSubtitle: `${summitProgramme.dinner.time}, ${summitProgramme.dinner.place}`, itemPrice: 85, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: false, quantityAvailable: 40, image: pictures.supper },
  { itemTitle: 'Riverboat transfer to the City', itemSubtitle: `Departs ${summitProgramme.transfer.time} from ${summitProgramme.transfer.place}`, itemPrice: 35, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: true, priceIdentifier: 'summitTransfer' },
]

const long = (...paragraphs: string[]) => richText(...paragraphs)

/** Six events for the events page's opening month: more than its first four, so "Load more events" shows. */
const openingMonth: Plan[] = [
  {
    title: 'Supper Club at Fulham',
    slug: 'supper-club-fulham',
    club: 'Fulham',
    time: '19:30',
    hours: 3,
    eventStatus: 'on-sale',
    eventType: 'members-and-guests',
    eventCategories: ['food-and-drink', 'social'],
    eventPrice: 65,
    venueName: 'The Garden Restaurant',
    description: 'Four courses at one long table, cooked by our head chef with wines chosen to match.',
    shortDescription: 'Our monthly supper club: four seasonal courses at one long table, wines to match, and the chance to meet members from all four clubs. Tables are booked in pairs.',
    longDescription: long(
      'Our head chef cooks a four-course menu around what is best this month, served at one long table in the Garden Restaurant.',
      '## What is included',
      'A glass of fizz on arrival, four courses and a wine to match each. Tell us about allergies when you book and the kitchen will plan around them.',
    ),
    headerImage: pictures.supper,
    tickets: [{ itemTitle: 'Supper club seat', itemSubtitle: 'Booked in pairs, up to six guests', itemPrice: 65, itemMinimumPurchase: 2, itemMaximumPurchase: 6, soldOut: false, quantityAvailable: 24 }],
  },
  {
    title: 'Sunrise Yoga',
    slug: 'sunrise-yoga-kensington',
    club: 'Kensington',
    time: '07:00',
    hours: 1,
    eventStatus: 'on-sale',
    eventType: 'members',
    eventCategories: ['wellness'],
    venueName: 'The Studio',
    description: 'An hour of slow flow yoga before work, with breakfast in the café afterwards.',
    shortDescription: 'Start the day with an hour of slow flow yoga led by our resident teacher. Mats and towels are provided; breakfast in the café afterwards is on the house.',
    longDescription: long('All levels are welcome. Arrive ten minutes early to settle in.', 'Showers and lockers are on the lower ground floor.'),
    headerImage: pictures.wellness,
  },
  {
    title: 'Founders’ Breakfast',
    slug: 'founders-breakfast-city',
    club: 'City',
    time: '08:00',
    hours: 1.5,
    eventStatus: 'last-few-tickets',
    eventType: 'members',
    eventCategories: ['business', 'talks'],
    eventPrice: 25,
    venueName: 'The Members’ Bar',
    description: 'Three founders on what they would do differently, over a full English.',
    shortDescription: 'Three founders, one question: what would you do differently? A candid conversation over breakfast, with time to meet the speakers afterwards.',
    longDescription: long('Breakfast is served from 08:00; the conversation starts at 08:20 and finishes by 09:30, so you are at your desk by 10:00.'),
    headerImage: pictures.talk,
    // Eight seats at the bar's one table: few enough to be the last few from the start.
    tickets: [{ itemTitle: 'Breakfast ticket', itemPrice: 25, itemMinimumPurchase: 1, itemMaximumPurchase: 2, soldOut: false, quantityAvailable: 8 }],
  },
  {
    title: 'Champagne Tasting',
    slug: 'champagne-tasting-knightsbridge',
    club: 'Knightsbridge',
    time: '18:30',
    hours: 2,
    eventStatus: 'sold-out',
    eventType: 'members-and-guests',
    eventCategories: ['food-and-drink'],
    eventPrice: 45,
    venueName: 'The Rooftop',
    description: 'Six grower champagnes, introduced by the people who make them.',
    shortDescription: 'Six grower champagnes poured on the Rooftop, introduced by two of the families who make them, with canapés from the Brasserie.',
    longDescription: long('This tasting is sold out. Ask the Knightsbridge team to add you to the waiting list.'),
    headerImage: pictures.supper,
    // Every place taken: the item is closed, so the event shows SOLD OUT (docs/decisions/048).
    tickets: [{ itemTitle: 'Tasting ticket', itemPrice: 45, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: true, quantityAvailable: 0 }],
  },
  {
    title: 'Jazz in the Bar',
    slug: 'jazz-night-knightsbridge',
    club: 'Knightsbridge',
    time: '20:00',
    hours: 3,
    eventStatus: 'on-sale',
    eventType: 'public',
    eventCategories: ['music', 'social'],
    eventPrice: 20,
    venueName: 'The Brasserie',
    description: 'A trio plays standards late into the evening. Open to all.',
    shortDescription: 'The Marlow Trio play standards and a few surprises from 20:00 until late. Open to everyone; members keep their usual tables.',
    longDescription: long('Two sets with a break at 21:30. The bar menu is served throughout.'),
    headerImage: pictures.music,
    tickets: [{ itemTitle: 'Entry', itemPrice: 20, itemMinimumPurchase: 1, itemMaximumPurchase: 6, soldOut: false }],
  },
  {
    title: 'Family Brunch',
    slug: 'family-brunch-fulham',
    club: 'Fulham',
    time: '11:00',
    hours: 2.5,
    eventStatus: 'on-sale',
    eventType: 'members-and-guests',
    eventCategories: ['family', 'food-and-drink'],
    eventPrice: 35,
    venueName: 'The Garden Restaurant',
    description: 'Brunch for the whole family, with a magician and a children’s menu.',
    shortDescription: 'A long brunch for families: pancakes and eggs every way, a children’s menu, and a magician going from table to table.',
    longDescription: long('High chairs are available; tell us how many you need when you book.'),
    headerImage: pictures.family,
    tickets: [
      { itemTitle: 'Adult', itemPrice: 35, itemMinimumPurchase: 1, itemMaximumPurchase: 6, soldOut: false },
      { itemTitle: 'Child (under 12)', itemPrice: 15, itemMinimumPurchase: 1, itemMaximumPurchase: 6, soldOut: false },
    ],
  },
]

/** When an event of the rest of the calendar is: months after the current one and a day, or the next Saturday in its season. */
type When = { months: number; day: number } | { season: { months: readonly number[]; lastDay?: number }; weekday: number }

const SATURDAY = 6
/** The Summer Party: a Saturday in July or August, this summer's when two weeks of it are left, else next summer's. */
const SUMMER_PARTY: When = { season: { months: [6, 7] }, weekday: SATURDAY }
/** The Six Nations: its Saturdays run from February to mid-March. */
const SIX_NATIONS: When = { season: { months: [1, 2], lastDay: 15 }, weekday: SATURDAY }

/** The rest of the calendar: when, and the event. */
const later: [When, Plan][] = [
  [
    SUMMER_PARTY,
    {
      title: 'Summer Party',
      slug: 'summer-party-fulham',
      club: 'Fulham',
      time: '18:00',
      hours: 5,
      eventStatus: 'on-sale',
      eventType: 'members-and-guests',
      eventCategories: ['social', 'music'],
      eventPrice: 40,
      venueName: 'The Garden Terrace',
      description: 'Our biggest party of the year: a DJ, a barbecue and the garden lit until late.',
      shortDescription: 'The whole garden, a DJ from sunset, a barbecue and a bar that keeps going until late. Members may bring up to three guests.',
      longDescription: long('Dress for the garden. The terrace is covered and heated if the weather turns.'),
      headerImage: pictures.party,
      coverImage: pictures.party,
      tickets: [{ itemTitle: 'Party ticket', itemSubtitle: 'Includes a welcome drink', itemPrice: 40, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: false, quantityAvailable: 150 }],
    },
  ],
  [
    { months: 1, day: 14 },
    {
      title: 'Clubhouse Summit 25',
      slug: SUMMIT_EVENT_SLUG,
      club: 'Knightsbridge',
      time: '10:00',
      // Until the riverboat leaves at 23:00.
      hours: 13,
      eventStatus: 'on-sale',
      eventType: 'public',
      eventCategories: ['business', 'talks'],
      eventPrice: 85,
      venueName: 'The Screening Room',
      description: 'A day of talks and conversations, then dinner on the Rooftop.',
      shortDescription: 'Speakers from business, culture and sport on the Screening Room stage, conversations over lunch, and dinner on the Rooftop to finish.',
      longDescription: long(
        '## The day',
        summitProgramme.talks.about,
        '## The evening',
        `Dinner on ${summitProgramme.dinner.place} from ${summitProgramme.dinner.time.slice(0, 5)}, then a riverboat to the City at ${summitProgramme.transfer.time} for those who are not ready to go home.`,
      ),
      headerImage: pictures.talk,
      coverImage: pictures.talk,
      tickets: summitTickets,
    },
  ],
  [
    SIX_NATIONS,
    {
      title: 'Six Nations on the Big Screen',
      slug: 'rugby-screening-city',
      club: 'City',
      time: '14:00',
      hours: 3,
      eventStatus: 'on-sale',
      eventType: 'members',
      eventCategories: ['sport', 'social'],
      venueName: 'The Members’ Bar',
      description: 'The match on the big screen, with a sharing menu from the kitchen.',
      shortDescription: 'Every match of the weekend on the big screen in the Members’ Bar, with sharing plates and a beer from our neighbours at the brewery.',
      longDescription: long('Free for members; tables are first come, first served.'),
      headerImage: pictures.music,
    },
  ],
  [
    { months: 2, day: 9 },
    {
      title: 'In Conversation: Writing London',
      slug: 'author-talk-kensington',
      club: 'Kensington',
      time: '19:00',
      hours: 1.5,
      eventStatus: 'on-sale',
      eventType: 'members-and-guests',
      eventCategories: ['talks'],
      eventPrice: 15,
      venueName: 'The Conferencing Suite',
      description: 'Two novelists on the city that keeps turning up in their books.',
      shortDescription: 'Two novelists talk about the London that keeps turning up in their books, followed by questions and a signing.',
      longDescription: long('Books are on sale on the night from our friends at the High Street bookshop.'),
      headerImage: pictures.talk,
      tickets: [{ itemTitle: 'Talk ticket', itemPrice: 15, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: false }],
    },
  ],
  [
    { months: 2, day: 17 },
    {
      title: 'Pilates Masterclass',
      slug: 'pilates-masterclass-fulham',
      club: 'Fulham',
      time: '09:30',
      hours: 1.5,
      eventStatus: 'last-few-tickets',
      eventType: 'members',
      eventCategories: ['wellness'],
      eventPrice: 10,
      venueName: 'The Gym',
      description: 'Ninety minutes on the reformers with a visiting teacher.',
      shortDescription: 'A visiting teacher leads ninety minutes on the reformers: small groups, lots of attention, for beginners and regulars alike.',
      longDescription: long('Eight places only.'),
      headerImage: pictures.wellness,
      tickets: [{ itemTitle: 'Class place', itemPrice: 10, itemMinimumPurchase: 1, itemMaximumPurchase: 1, soldOut: false, quantityAvailable: 8 }],
    },
  ],
  [
    { months: 2, day: 25 },
    {
      title: 'Networking Drinks',
      slug: 'networking-drinks-city',
      club: 'City',
      time: '18:00',
      hours: 2,
      eventStatus: 'on-sale',
      eventType: 'members',
      eventCategories: ['business', 'social'],
      venueName: 'The Terrace',
      description: 'Drinks on the Terrace with the people who work in the offices upstairs.',
      shortDescription: 'An easy evening on the Terrace with members and the teams who rent our offices upstairs. The first drink is on us.',
      longDescription: long('Bring business cards, or just bring yourself.'),
      headerImage: pictures.party,
    },
  ],
  [
    { months: 3, day: 11 },
    {
      title: 'Padel Social',
      slug: 'padel-social-fulham',
      club: 'Fulham',
      time: '10:00',
      hours: 3,
      eventStatus: 'on-sale',
      eventType: 'public',
      eventCategories: ['sport', 'social'],
      eventPrice: 30,
      venueName: 'Riverside Padel',
      venueAddress: 'Townmead Road\nLondon SW6 2SZ',
      description: 'Doubles for all levels by the river, then lunch back at the club.',
      shortDescription: 'Mixed doubles for all levels at the courts by the river, with a coach on hand, then lunch back at the club.',
      longDescription: long('Rackets and balls are provided. Bring trainers with non-marking soles.'),
      headerImage: pictures.family,
      tickets: [{ itemTitle: 'Player', itemPrice: 30, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: false }],
    },
  ],
  [
    { months: 3, day: 19 },
    {
      title: 'Saturday Matinée for Children',
      slug: 'family-cinema-knightsbridge',
      club: 'Knightsbridge',
      time: '15:00',
      hours: 2,
      eventStatus: 'on-sale',
      eventType: 'members-and-guests',
      eventCategories: ['family'],
      eventPrice: 8,
      venueName: 'The Screening Room',
      description: 'A family film in the Screening Room, popcorn included.',
      shortDescription: 'A family favourite on the big screen, with popcorn and a drink for every child.',
      longDescription: long('Suitable for ages five and over.'),
      headerImage: pictures.family,
      tickets: [{ itemTitle: 'Seat', itemPrice: 8, itemMinimumPurchase: 1, itemMaximumPurchase: 6, soldOut: false }],
    },
  ],
]

function dated({ time, hours, ...event }: Plan, year: number, month: number, day: number): SeedEvent {
  const startsAt = londonInstant(year, month, day, time)
  const endsAt = new Date(new Date(startsAt).getTime() + hours * 3_600_000).toISOString()
  return { ...event, startsAt, endsAt, shareLink: '' }
}

/**
 * The seeded calendar, relative to `now` so the lists are never empty: six events in the events
 * page's opening month, each on a day after today (the next month's first days when this one has
 * fewer than two days left), and eight over the three months after it, except the events of a
 * season (the Summer Party, the Six Nations), which fall on their season's next Saturday
 * (docs/decisions/047).
 */
export function seedEvents(now: Date): SeedEvent[] {
  const current = londonMonth(now)
  const today = londonDayOfMonth(now)
  const left = current.days - today
  const opening = left >= 2 ? current : londonMonth(now, 1)
  const [first, last] = left >= 2 ? [today + 1, current.days] : [1, 12]
  const days = Array.from({ length: last - first + 1 }, (_, i) => first + i)
  const spread = openingMonth.map((plan, i) => dated(plan, opening.year, opening.month, days[Math.floor((i * days.length) / openingMonth.length)]!))
  const rest = later.map(([when, plan]) => {
    if ('season' in when) {
      const { year, month, day } = nextInWindow(now, when.season, when.weekday)
      return dated(plan, year, month, day)
    }
    const month = londonMonth(now, when.months)
    return dated(plan, month.year, month.month, Math.min(when.day, month.days))
  })
  return [...spread, ...rest]
}
