import { format } from 'date-fns'
import { TZDate } from '@date-fns/tz'

import { seedEvents, SUMMIT_EVENT_SLUG } from './events'
import { CORPORATE_TEAM, count, EMAILS, PHONES, pounds, range } from './facts'
import { roomCapacity, roomsIn } from './meeting-rooms'
import { officeDesks, officeFrom } from './offices'

/** The club's starting content: what a newcomer sees on first start, and what staff edit from. */

export const PRODUCT_NAME = 'Clubhouse'

export const clubs = [
  { name: 'Fulham', locationId: 5, address: '2 Imperial Wharf Road\nLondon SW6 2AA', phone: '020 7123 4505', latitude: 51.4749, longitude: -0.1830, colours: ['#2f3e34', '#9bb39c'] },
  { name: 'Knightsbridge', locationId: 15, address: '12 Brompton Place\nLondon SW3 1QT', phone: '020 7123 4515', latitude: 51.4936, longitude: -0.1651, colours: ['#3b2a2f', '#c9a0a6'] },
  { name: 'Kensington', locationId: 14, address: '88 Kensington High Street\nLondon W8 4SG', phone: '020 7123 4514', latitude: 51.5011, longitude: -0.1924, colours: ['#22303f', '#8fa6c2'] },
  { name: 'City', locationId: 8, address: '1 Threadneedle Walk\nLondon EC2R 8AY', phone: '020 7123 4508', latitude: 51.5139, longitude: -0.0856, colours: ['#1f1f1f', '#b08d57'] },
] as const

export type ClubName = (typeof clubs)[number]['name']

export const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\n/g, ', '))}`

/** The club's headline events and how a banner names them: the sooner of the two is announced. */
const HEADLINE_EVENTS: Record<string, (title: string, day: string) => string> = {
  'summer-party-fulham': (title, day) => `${title}, Fulham: ${day}`,
  [SUMMIT_EVENT_SLUG]: (title, day) => `${title}: ${day}`,
}

/**
 * The banner of the next headline event, in its own words, on the day the seed dates it
 * (events.ts): in November the summit, not a summer party seven months away (docs/decisions/047).
 */
function eventBanner(now: Date) {
  const event = seedEvents(now)
    .filter((e) => e.slug in HEADLINE_EVENTS)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0]
  if (!event) throw new Error('Seed: no headline event for the banner')
  const day = format(new TZDate(new Date(event.startsAt).getTime(), 'Europe/London'), 'EEEE d MMMM')
  return { bannerText: HEADLINE_EVENTS[event.slug]!(event.title, day), bannerLink: `event/${event.slug}` }
}

/** The site settings, with banners dated from the same calendar as the events they announce. */
export const seedSettings = (now: Date) => ({
  productName: PRODUCT_NAME,
  homePage: '/home',
  membershipPage: '/membership',
  globalMetaDescription:
    'Clubhouse is a private members’ club with four London houses in Fulham, Knightsbridge, Kensington and the City: places to work, dine, meet and unwind.',
  hideCookieBar: false,
  phoneNumber: PHONES.main,
  banners: [
    eventBanner(now),
    { bannerText: `Offices in the City from ${pounds(officeFrom('City'))} a month`, bannerLink: 'discover-offices' },
    { bannerText: 'Book a tour of our four London clubs', bannerLink: 'membership/book-a-tour' },
  ],
  hideBannerOnThesePages: [{ path: '/membership/book-a-tour' }, { path: '/membership/book-a-tour/complete' }],
  mobileTabNavigation: [
    { label: 'Home', path: '/', icon: 'home' },
    { label: 'Events', path: '/member-events', icon: 'calendar' },
    { label: 'Book a table', path: '/book-a-table', icon: 'table' },
    { label: 'Profile', path: '/profile', icon: 'user' },
  ],
})

export const menus = {
  menus: [
    {
      name: 'Top Menu',
      items: [
        {
          itemId: 'clubs',
          label: 'Clubs',
          path: '/the-club',
          children: clubs.map((c) => ({ itemId: `club-${c.locationId}`, label: c.name, path: `/${c.name.toLowerCase()}` })),
        },
        {
          itemId: 'cG9zdDoxNzUz',
          label: 'Membership',
          path: '/membership',
          children: [
            { itemId: 'membership-apply', label: 'Apply for membership', path: '/membership-application' },
            { itemId: 'membership-tour', label: 'Book a tour', path: '/membership/book-a-tour' },
            { itemId: 'membership-networking', label: 'Networking membership', path: '/networking-membership' },
          ],
        },
        { itemId: 'offices', label: 'Offices', path: '/discover-offices' },
        { itemId: 'meeting-rooms', label: 'Meeting Rooms', path: '/meeting-rooms', children: [{ itemId: 'conferencing', label: 'Conferencing', path: '/kensington/conferencing' }] },
        // The drawer opens Member Events directly (spec 000); the desktop menu also offers the full calendar.
        { itemId: 'member-events', label: 'Member Events', path: '/member-events', children: [{ itemId: 'events', label: 'Events', path: '/events' }] },
        {
          itemId: 'private-hire',
          label: 'Private Hire',
          path: '/knightsbridge/terrace-private-events',
          children: [
            { itemId: 'terrace-kb', label: 'Knightsbridge terrace', path: '/knightsbridge/terrace-private-events' },
            { itemId: 'terrace-city', label: 'City terrace', path: '/city/terrace-and-private-events' },
            { itemId: 'corporate', label: 'Corporate', path: '/corporate' },
          ],
        },
      ],
    },
    {
      name: 'Footer Menu',
      items: [
        { itemId: 'f-club', label: 'The Club', path: '/the-club' },
        { itemId: 'f-membership', label: 'Membership', path: '/membership' },
        { itemId: 'f-offices', label: 'Offices', path: '/discover-offices' },
        { itemId: 'f-rooms', label: 'Meeting Rooms', path: '/meeting-rooms' },
        { itemId: 'f-all-events', label: 'Events', path: '/events' },
        { itemId: 'f-events', label: 'Member Events', path: '/member-events' },
        { itemId: 'f-terms', label: 'Terms and Conditions', path: '/terms-and-conditions' },
      ],
    },
  ],
}

export const footer = {
  socialLinks: [
    { platform: 'instagram', url: 'https://www.instagram.com/clubhouse.london' },
    { platform: 'linkedin', url: 'https://www.linkedin.com/company/clubhouse-london' },
    { platform: 'facebook', url: 'https://www.facebook.com/clubhouse.london' },
  ] as { platform: 'instagram' | 'linkedin' | 'facebook'; url: string }[],
  enquiry: {
    title: 'Enquiries',
    phone: PHONES.main,
    emails: [
      { label: 'Membership', email: EMAILS.membership },
      { label: 'Events', email: EMAILS.events },
      { label: 'Offices', email: EMAILS.offices },
    ],
    // Offered with the events e-mail on the event pages' enquiry panel (spec 000: e-mail or WhatsApp).
    eventsWhatsapp: PHONES.eventsWhatsapp,
    contactLinkLabel: 'Contact us',
    contactLinkPath: '/contact',
  },
  promoText: 'Four London clubs. One membership. Work, dine, meet and unwind, from breakfast until late.',
}

export type SeedPage = {
  path: string
  title: string
  hero?: { title: string; subTitle: string; image: string; button?: [string, string]; scrollText?: string }
  sections: { title?: string; body: string[]; background?: 'white' | 'black' | 'pink' }[]
  metaDescription?: string
  hideHeaderAndFooter?: boolean
  requiresAuthentication?: boolean
}

/** How many meeting rooms a club has, in words: "two meeting rooms". */
const meetingRooms = (club: ClubName) => `${count(roomsIn(club).length)} meeting rooms`

/** A club's page opens with its hero and a welcome; its places, membership band and address follow (page-blocks.ts). */
const clubPage = (name: ClubName, blurb: string, rooms: string): SeedPage => ({
  path: `/${name.toLowerCase()}`,
  title: name,
  hero: { title: `Clubhouse ${name}`, subTitle: blurb, image: name, button: ['Book a tour', `/membership/book-a-tour?club=${name.toLowerCase()}`], scrollText: 'Scroll to discover' },
  sections: [{ title: `Welcome to ${name === 'City' ? 'the City' : name}`, body: [rooms, 'Members may bring up to three guests, and every club is open seven days a week, from breakfast until late.'] }],
})

export const pages: SeedPage[] = [
  {
    path: '/home',
    title: 'Home',
    hero: { title: 'Four clubs. One London.', subTitle: 'A private members’ club for people who work, dine and unwind in Fulham, Knightsbridge, Kensington and the City.', image: 'Clubhouse', button: ['Book a tour', '/membership/book-a-tour'], scrollText: 'Scroll to discover' },
    sections: [
      { title: 'Welcome to Clubhouse', body: ['Our clubs are homes away from home: restaurants and bars, quiet corners to work, meeting rooms, terraces and a calendar of member events from supper clubs to summits.', 'Membership gives you all four houses, with the same warm welcome in each.'] },
    ],
  },
  clubPage('Fulham', 'Riverside dining, a garden terrace and a members’ gym beside Imperial Wharf.', `Fulham has an all-day restaurant, a cocktail bar that opens onto the garden terrace, a library for quiet work and ${meetingRooms('Fulham')}.`),
  clubPage('Knightsbridge', 'A townhouse club moments from Hyde Park, with a rooftop terrace.', 'Knightsbridge spreads over five floors: a brasserie, the rooftop terrace, a private dining room for twenty and a screening room.'),
  clubPage('Kensington', 'A light-filled club on the High Street, made for working and meeting.', 'Kensington has two floors of work space, a conferencing suite for up to 120 guests and a café that spills onto the pavement.'),
  clubPage('City', 'Offices, meeting rooms and a terrace above Threadneedle Walk.', `City is built for business: private offices, ${meetingRooms('City')}, a members’ bar and a terrace for summer evenings.`),
  {
    path: '/the-club',
    title: 'The Club',
    metaDescription: 'The story of Clubhouse: four London members’ clubs with somewhere to eat, to work and to meet.',
    hero: { title: 'The Club', subTitle: 'Founded in London for people who want more from their working day, and their evenings.', image: 'The Club', scrollText: 'Scroll to discover' },
    sections: [
      {
        title: 'Our story',
        body: [
          'Clubhouse opened its first doors in Fulham and now welcomes members in four London neighbourhoods: Fulham, Knightsbridge, Kensington and the City. One membership opens them all.',
          'Every club has somewhere to eat, somewhere to work and somewhere to meet, and a team that knows your name.',
        ],
      },
    ],
  },
  {
    path: '/discover-offices',
    title: 'Discover Offices',
    hero: { title: 'Discover offices', subTitle: `Private offices for teams of ${range(officeDesks())}, with membership of all four clubs included.`, image: 'Offices', button: ['Enquire', '/contact'] },
    // The office search follows the hero; what every office includes comes after it (page-blocks.ts).
    sections: [],
  },
  {
    path: '/membership/book-a-tour',
    title: 'Book a tour',
    // The heading and promise over a picture of a club, the form centred under it (issue 33 §2): the
    // same order as the query variant's /book-a-tour, and no lone heading left of an empty gap.
    hero: { title: 'Book a tour', subTitle: 'Tell us a little about yourself and which club you would like to see. Our membership team will be in touch within 24 hours to arrange your visit.', image: 'Club lounge, Knightsbridge' },
    sections: [],
  },
  {
    path: '/membership/book-a-tour/complete',
    title: 'Thank you',
    sections: [{ title: 'Thank you for booking a tour', body: ['Our membership team will be in touch within 24 hours to confirm a time that suits you.', 'In the meantime, why not take a look at what is on at the clubs?'] }],
  },
  {
    path: '/book-a-tour',
    title: 'Book a tour',
    sections: [{ title: 'Book a tour', body: ['Club, Social and Corporate memberships: book a tour and we will show you around.'] }],
  },
  {
    path: '/membership',
    title: 'Membership',
    hero: { title: 'Membership', subTitle: 'Club, Social and Corporate memberships, each with access to all four clubs.', image: 'Membership', button: ['Apply now', '/membership-application'] },
    // The membership summaries that follow say what each membership gives.
    sections: [],
  },
  {
    path: '/membership-application',
    title: 'Membership application',
    sections: [{ title: 'Apply for membership', body: ['The application takes about ten minutes. Have a photo of yourself to hand.'] }],
  },
  {
    path: '/networking-membership',
    title: 'Networking membership',
    hero: { title: 'Networking membership', subTitle: 'Meet the people who make London work, at monthly breakfasts and the annual summit.', image: 'Networking', scrollText: 'Scroll to discover' },
    sections: [{ title: 'What is included', body: ['Monthly breakfasts, an introductions service and tickets to the Clubhouse Summit.'] }],
  },
  {
    path: '/clubhouse-summit-25',
    title: 'Clubhouse Summit 25',
    hero: { title: 'Clubhouse Summit 25', subTitle: 'A day of talks, conversations and dinner at Knightsbridge.', image: 'Summit', scrollText: 'Scroll to discover' },
    sections: [{ title: 'About the summit', body: ['Speakers from business, culture and sport, followed by dinner on the rooftop terrace.'] }],
  },
  {
    path: '/meeting-rooms',
    title: 'Meeting Rooms',
    hero: { title: 'Meeting rooms', subTitle: `Rooms for ${range(roomCapacity())} people, by the hour or the day, in all four clubs.`, image: 'Meeting rooms' },
    sections: [{ title: 'Book a room', body: ['Members enjoy reduced rates. Catering from our kitchens can be added to any booking.'] }],
  },
  {
    path: '/member-events',
    title: 'Member Events',
    sections: [{ title: 'Member events', body: ['Supper clubs, talks, wellness mornings and parties at all four clubs. Choose a club, or filter by month and category.'] }],
  },
  {
    path: '/events',
    title: 'Events',
    metaDescription: 'What’s on at Clubhouse: supper clubs, talks, music, wellness and family days in Fulham, Knightsbridge, Kensington and the City.',
    sections: [{ title: 'Events', body: ['What’s on at the four clubs this month and beyond. Members’ events, and some open to all.'] }],
  },
  {
    path: '/reservation-confirmation',
    title: 'Your reservation',
    sections: [{ title: 'Before you come', body: ['We hold your table for 15 minutes after the time booked. To change a booking, cancel it in My schedule and book again, or call the club.'] }],
  },
  {
    path: '/profile',
    title: 'My profile',
    metaDescription: 'Your Clubhouse membership: your photo and your listing in the members directory.',
    requiresAuthentication: true,
    sections: [],
  },
  {
    path: '/members-directory',
    title: 'Members directory',
    metaDescription: 'Fellow members of Clubhouse who chose to be listed.',
    requiresAuthentication: true,
    sections: [],
  },
  {
    path: '/my-schedule',
    title: 'My schedule',
    metaDescription: 'Your table bookings and event tickets at Clubhouse.',
    requiresAuthentication: true,
    sections: [],
  },
  {
    path: '/my-membership',
    title: 'My membership',
    metaDescription: 'Your Clubhouse membership: plan, fees, next collection and payments.',
    requiresAuthentication: true,
    sections: [],
  },
  { path: '/login', title: 'Log in', metaDescription: 'Members: sign in to book a table, see your schedule and find fellow members.', sections: [] },
  {
    path: '/corporate',
    title: 'Corporate membership',
    hero: { title: 'Corporate membership', subTitle: 'Memberships for your team, with one account and one invoice.', image: 'Corporate' },
    sections: [{ title: 'How it works', body: [`Choose ${range(CORPORATE_TEAM)} memberships, add your team and we will do the rest.`] }],
  },
  {
    path: '/fulham-green',
    title: 'Fulham Green',
    hero: { title: 'Fulham Green', subTitle: 'Our garden terrace: lunch, long evenings and private parties.', image: 'Fulham Green' },
    sections: [{ title: 'Book the garden', body: ['Call the Fulham team to reserve a table or hire the garden for a private party.'] }],
  },
  ...[
    ['/knightsbridge/terrace-private-events', 'Knightsbridge terrace and private events'],
    ['/knightsbridge/terrace-and-private-events', 'Knightsbridge terrace and private events'],
    ['/city/terrace-and-private-events', 'City terrace and private events'],
    ['/kensington/conferencing', 'Kensington conferencing'],
  ].map(([path, title]) => ({
    path: path!,
    title: title!,
    hero: { title: title!, subTitle: 'Spaces for celebrations, launches and conferences, with food and drink from our kitchens.', image: title! },
    sections: [{ title: 'Plan your event', body: ['Tell us about your event and our events team will be in touch within 24 hours.'] }],
  })),
  {
    // The page every office is shown on (?officeId=); without one it sends the visitor to the search.
    path: '/office-detail',
    title: 'Office detail',
    sections: [],
  },
  {
    path: '/contact',
    title: 'Contact us',
    sections: [{ title: 'Contact us', body: [`Call ${PHONES.main} or email ${EMAILS.membership}. Our team will be in touch within 24 hours.`] }],
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    sections: [{ title: 'Terms and Conditions', body: ['## Membership', 'Membership is personal and may not be transferred. Members are responsible for their guests.', '## Electronic communications', 'By consenting to electronic communications you agree that we may contact you by email and phone about your membership enquiry.'] }],
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    sections: [{ title: 'Cookie Policy', body: ['We use essential cookies only: to remember that you accepted this notice, to keep you signed in and to protect forms from abuse.', '## Managing cookies', 'You can remove cookies at any time in your browser settings.'] }],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    sections: [{ title: 'Privacy Policy', body: ['We process the information you give us to answer your enquiry and to manage your membership.', '## Your rights', `You may ask for a copy of your data, or for it to be deleted, by emailing ${EMAILS.membership}.`] }],
  },
]
