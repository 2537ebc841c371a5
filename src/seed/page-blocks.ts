import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

import { clubs, mapsLink } from './content'
import { seedEvents, SUMMIT_EVENT_SLUG, summitProgramme, summitTickets } from './events'
import { capitalised, count, range, tel } from './facts'
import { rateCardRoom, roomCapacity, roomsIn, seedMeetingRooms } from './meeting-rooms'
import { officeDesks } from './offices'
import { richText } from './richtext'
import { blocks as contact } from './styleguide/contact'
import { blocks as embeds } from './styleguide/embeds'
import { blocks as features } from './styleguide/features'
import { blocks as forms } from './styleguide/forms'
import { blocks as media } from './styleguide/media'
import { blocks as membership } from './styleguide/membership'
import { img, type SeedBlock } from './styleguide/types'

/** A styleguide example (the n-th of its type), dated from `now`, copied so a page can change it. */
function exampleOn(now: Date, blockType: string, overrides: Record<string, unknown> = {}, n = 0): SeedBlock {
  const found = [...media(now), ...features(now), ...contact, ...membership(now), ...forms, ...embeds].filter((b) => b.blockType === blockType)[n]
  if (!found) throw new Error(`No styleguide example of ${blockType} #${n}`)
  return { ...structuredClone(found), ...overrides }
}

const room = (name: string) => seedMeetingRooms.find((r) => r.meetingRoomName === name)!

/** Each club's four places; what they hold (seats, desks, rooms) is read from the listings. */
const clubPlaces: Record<string, [string, string][]> = {
  Fulham: [
    ['The Garden Restaurant', 'Seasonal British cooking from breakfast until late, with tables under the plane trees in summer.'],
    ['The Terrace Bar', 'Cocktails and small plates on the riverside terrace, heated and covered from October.'],
    ['The Library', 'Quiet desks, deep armchairs and fast Wi-Fi for a working day away from the office.'],
    ['The Gym', 'A members’ gym and yoga studio with classes from 06:30, towels and products provided.'],
  ],
  Knightsbridge: [
    ['The Brasserie', 'All-day dining on the first floor, with a set lunch for members on weekdays.'],
    ['The Rooftop', 'A terrace above the rooftops of SW3 for breakfast meetings and long summer evenings.'],
    ['The Screening Room', `${capitalised(count(room('The Screening Room').capacity))} seats for premieres, sport and Sunday matinées with popcorn from the bar.`],
    ['The Private Dining Room', 'A panelled room for twenty, with menus written by our head chef for each occasion.'],
  ],
  Kensington: [
    ['The Café', 'Coffee, pastries and lunch that spill onto the High Street pavement.'],
    ['The Work Floors', 'Two floors of desks, phone booths and meeting rooms, open to members from 07:00.'],
    ['The Conferencing Suite', `Space for up to ${count(room('The Conferencing Suite').capacity)} guests, with screens, sound and a dedicated events team.`],
    ['The Members’ Bar', 'A long zinc bar for an after-work drink, with a late licence on Fridays.'],
  ],
  City: [
    ['The Members’ Bar', 'Breakfast meetings, a working lunch or a late one: the bar serves from 07:00.'],
    ['Private Offices', `Offices for ${range(officeDesks('City'))}, furnished, serviced and with membership for every desk.`],
    ['Meeting Rooms', `${capitalised(count(roomsIn('City').length))} rooms for ${range(roomCapacity('City'))}, bookable by the hour or the day.`],
    ['The Terrace', 'A terrace above Threadneedle Walk for summer evenings and private parties.'],
  ],
}

/** The places that are rooms for hire. */
const ROOMS_PLACES = new Set(['Meeting Rooms', 'The Conferencing Suite'])

function clubBlocks(club: (typeof clubs)[number]): SeedBlock[] {
  const slug = club.name.toLowerCase()
  return [
    {
      blockType: 'places',
      title: `Inside ${club.name}`,
      places: clubPlaces[club.name]!.map(([title, description]) => ({
        title,
        description,
        image: img(`${title}, ${club.name}`),
        // Rooms for hire open the meeting rooms with this club's first (the routes table passes the club along).
        ...(ROOMS_PLACES.has(title)
          ? { ctaTitle: 'See the rooms', ctaLink: `/meeting-rooms?club=${slug}` }
          : { ctaTitle: 'Book a tour', ctaLink: `/membership/book-a-tour?club=${slug}` }),
      })),
    },
    {
      blockType: 'splitSection',
      title: 'Membership',
      bodyText: `One membership opens the doors of all four clubs, ${club.name} included. Book a tour and our membership team will show you around.`,
      buttonText: 'Book a tour',
      buttonLink: '/membership/book-a-tour',
      colour: 'pink',
      titleRight: 'Private hire',
      bodyTextRight: `From dinners for twelve to parties for a hundred, our events team plans every detail at ${club.name}.`,
      buttonTextRight: 'Plan an event',
      buttonLinkRight: '/contact',
      colourRight: 'black',
    },
    {
      blockType: 'locationContact',
      title: 'Find us',
      name: `Clubhouse ${club.name}`,
      address: club.address,
      phone: club.phone,
      email: `${slug}@clubhouse.london`,
      mapLink: mapsLink(club.address),
      colour: 'white',
    },
  ]
}

/** The membership enquiry form the terrace and conferencing pages end with: their mobile sticky button scrolls to it. */
function eventPageEnquiry(now: Date): SeedBlock {
  return exampleOn(now, 'enquiryForm', {
    title: 'Enquire about membership',
    description: 'Members book our terraces and private rooms first. Tell us a little about yourself and our membership team will be in touch within 24 hours.',
  })
}

/** The summit's programme, on the day the calendar gives the summit (events.ts). */
function summitSchedule(now: Date): SeedBlock {
  const summit = seedEvents(now).find((e) => e.slug === SUMMIT_EVENT_SLUG)!
  const date = `${format(new TZDate(new Date(summit.startsAt).getTime(), 'Europe/London'), 'yyyy-MM-dd')}T12:00:00.000Z`
  const [talks, dinner, transfer] = summitTickets
  const row = (ticket: typeof talks, part: (typeof summitProgramme)[keyof typeof summitProgramme]) => ({
    date,
    title: ticket!.itemTitle,
    time: part.time,
    // A room of the club, or somewhere else (the riverboat leaves from Chelsea Harbour).
    location: part.place.startsWith('the ') ? `${summit.club}, ${capitalised(part.place)}` : part.place,
    price: `£${ticket!.itemPrice}`,
    about: part.about,
  })
  return exampleOn(now, 'schedule', {
    title: 'The programme',
    intro: 'One day at Knightsbridge, from the first talk to the last boat.',
    items: [row(talks, summitProgramme.talks), row(dinner, summitProgramme.dinner), row(transfer, summitProgramme.transfer)],
  })
}

/**
 * Modules each seeded page shows after its hero and text sections, the way the club's site uses
 * them. Dated from `now`, like the events some of them show.
 */
export const pageBlocks = (now: Date): Record<string, SeedBlock[]> => {
  const example = (blockType: string, overrides: Record<string, unknown> = {}, n = 0) => exampleOn(now, blockType, overrides, n)
  return {
    '/home': [
      // Every coloured band leads somewhere.
      {
        blockType: 'splitSection',
        title: 'Work here',
        bodyText: `Private offices from ${range(officeDesks())} desks, meeting rooms by the hour or day, and a team that makes every day run smoothly.`,
        buttonText: 'Discover offices',
        buttonLink: '/discover-offices',
        colour: 'black',
        titleRight: 'Join us',
        // To /membership, where each type has its own way to book a tour (Social's is its enquiry, decision 073).
        bodyTextRight: 'Club, Social and Corporate memberships are available. Choose yours and book a tour to see for yourself.',
        buttonTextRight: 'Choose a membership',
        buttonLinkRight: '/membership',
        colourRight: 'pink',
      },
      example('places', { title: 'Our clubs' }),
      example('gallery'),
      // Not "Explore" (the footer's column is called that) and not black (the footer below is).
      {
        blockType: 'bigTitleLinkList',
        title: 'Find your way',
        links: [
          { label: 'Membership', link: '/membership' },
          { label: 'Offices', link: '/discover-offices' },
          { label: 'Meeting rooms', link: '/meeting-rooms' },
          { label: 'Member events', link: '/member-events' },
        ],
        colour: 'white',
      },
    ],
    ...Object.fromEntries(clubs.map((club) => [`/${club.name.toLowerCase()}`, clubBlocks(club)])),
    '/the-club': [
      {
        blockType: 'locations',
        mainTitle: 'Our clubs',
        colour: 'white',
        clubs: clubs.map((c) => ({ clubName: c.name, clubAddress: c.address, clubAddressLink: mapsLink(c.address), clubPhoneNumber: c.phone })),
      },
    ],
    '/membership': [
      // Club, Social and Corporate, as the hero announces them, each with its price.
      example('membershipSummary', {}, 0),
      example('membershipSummary', {}, 2),
      example('membershipSummary', {}, 1),
      example('bookATourSteps'),
      example('membershipBar'),
    ],
    // The list is information, not a band: the offer above it carries the call to action.
    // The offer's button scrolls down this page to where to enquire (spec 000: the networking page's offset).
    '/networking-membership': [example('offerBlock', { title: 'Join the network', buttonText: 'Enquire now', buttonAction: 'scroll' }, 1), example('featureList', { colour: 'white' })],
    '/clubhouse-summit-25': [
      summitSchedule(now),
      // Its items are the summit event's tickets; the link lets visitors request them.
      example('itineraryBooking', { eventSlug: SUMMIT_EVENT_SLUG, items: summitTickets }),
      example('popupBlock', {}, 0),
    ],
    '/meeting-rooms': [example('meetingRooms', { title: 'Find a room' }), example('rateCard'), example('contactList')],
    '/discover-offices': [
      example('officeTable'),
      {
        blockType: 'titleAndBody',
        title: 'Everything included',
        body: richText('Furniture, fast internet, cleaning, meeting-room credits and a club membership for every desk.'),
        background: 'white',
      },
    ],
    '/events': [example('eventList')],
    '/member-events': [example('clubMemberEvents', { title: 'Upcoming events' })],
    '/kensington/conferencing': [
      {
        blockType: 'rateCard',
        title: 'Conferencing rates',
        colour: 'white',
        rooms: [rateCardRoom('The Conferencing Suite', 'Kensington'), rateCardRoom('The Studio', 'Kensington')],
        footerText: 'Prices include Wi-Fi, screens and a host from our events team. Catering is charged separately; ask for menus.',
      },
      example('eventEnquiry'),
      eventPageEnquiry(now),
    ],
    '/corporate': [example('corporateSteps', { buttonLink: '/contact' }), example('newCorporateEnquiryForm', { title: 'Tell us about your team' })],
    '/fulham-green': [
      example('textAndImage', {
        title: 'The garden terrace',
        body: richText('Two hundred covers under the plane trees, heated and covered from October to April.', 'Lunch and dinner every day; the whole garden can be hired for private parties.'),
        image: img('Fulham Green terrace'),
        buttonText: 'Call the Fulham team',
        buttonLink: tel(clubs.find((c) => c.name === 'Fulham')!.phone),
      }),
      example('privateHireCta'),
    ],
    '/knightsbridge/terrace-private-events': [example('popupBlock'), example('privateHireCta'), example('eventEnquiry'), eventPageEnquiry(now)],
    '/city/terrace-and-private-events': [example('privateHireCta'), example('eventEnquiry'), eventPageEnquiry(now)],
    // The price box's ENQUIRE asks about this office; the Office enquiry module below is the general form.
    '/office-detail': [example('officeDetail', { enquireButtonText: '' }), example('officeEnquiry')],
    '/contact': [example('contactInfo', { title: 'Phone and e-mail' }), example('contactList'), example('getInTouch')],
    // After the page's "Book a tour" title and text, which introduce the form.
    '/login': [example('login', { title: 'Member log in' })],
    '/my-schedule': [example('mySchedule')],
    '/my-membership': [example('myMembership')],
    '/profile': [example('profile')],
    '/members-directory': [example('membersDirectory')],
    '/membership/book-a-tour': [example('tourForm', { title: 'Your details', description: undefined })],
    '/book-a-tour': [example('gallery'), example('splitSection')],
    '/membership-application': [
      example('membershipAndApplication', {
        applyHeading: 'Your details',
        applyDescription: 'Start with a few details about you. We will e-mail you a link, so you can stop and carry on later, on any device.',
        applyButtonText: 'START YOUR APPLICATION',
      }),
      example('membershipAndApplication', {
        membershipType: 'Corporate',
        title: 'Corporate membership',
        description: 'Memberships for three to ten people, managed by one company account, with one Direct Debit.',
        details: [{ text: 'Three to ten memberships' }, { text: 'One primary contact manages the members' }, { text: 'One monthly Direct Debit' }],
        image: undefined,
        applyHeading: 'Your company',
        applyDescription: 'Start with the company and your own details as its primary contact. We will e-mail you a link to carry on later.',
        applyButtonText: 'START THE COMPANY’S APPLICATION',
      }),
      {
        blockType: 'titleAndBody',
        title: 'What you will need',
        body: richText('A recent photo of yourself, your home address, and your bank details for the direct debit.'),
        background: 'white',
      },
    ],
  }
}
