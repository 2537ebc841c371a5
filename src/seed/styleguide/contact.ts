import { clubs, mapsLink } from '../content'
import { capitalised, CONTACTS, clubEmail, count, EMAILS, PHONES, range, tel } from '../facts'
import { rateCardRoom, roomCapacity, roomsIn } from '../meeting-rooms'
import { clubOffices, officeDesks } from '../offices'
import { img, type SeedBlock } from './types'

const club = (name: (typeof clubs)[number]['name']) => clubs.find((c) => c.name === name)!
const fulham = club('Fulham')
const city = club('City')
const knightsbridge = club('Knightsbridge')
const fulhamRooms = roomsIn('Fulham')

/**
 * Group D of the styleguide: contact, locations and prices. Every block at least once, with the
 * colours that change how it looks. The location-page sections are shown as they would sit on the
 * Fulham page; the location contact uses typed details here, since the seed cannot yet point at a club.
 */
export const blocks: SeedBlock[] = [
  {
    blockType: 'getInTouch',
    title: 'Get in touch',
    colour: 'white',
    items: [
      {
        title: 'Membership',
        image: img('Members’ lounge, Kensington'),
        buttonOneText: 'Book a tour',
        buttonOneAction: '/membership/book-a-tour',
        buttonTwoText: 'Email membership',
        buttonTwoAction: `mailto:${EMAILS.membership}`,
        buttonThreeText: `Call ${PHONES.main}`,
        buttonThreeAction: tel(PHONES.main),
        ctaText: 'Not sure which membership suits you? Our team will talk you through Club, Social and Corporate.',
        ctaButton: { label: 'Compare memberships', link: '/membership' },
      },
      {
        title: 'Private events',
        image: img('Terrace party, Knightsbridge'),
        buttonOneText: 'Plan an event',
        buttonOneAction: '/knightsbridge/terrace-private-events',
        buttonTwoText: 'Email events',
        buttonTwoAction: `mailto:${EMAILS.events}`,
        ctaText: 'Our events team replies within 24 hours.',
      },
      {
        title: 'Offices',
        image: img('Private office, City'),
        buttonOneText: 'Discover offices',
        buttonOneAction: '/discover-offices',
        buttonTwoText: 'Email office sales',
        buttonTwoAction: `mailto:${EMAILS.offices}`,
        buttonThreeText: 'Call office sales',
        buttonThreeAction: tel(PHONES.officeSales),
      },
    ],
  },
  {
    blockType: 'getInTouch',
    colour: 'black',
    items: [
      {
        title: 'Meeting rooms',
        buttonOneText: 'See rooms and rates',
        buttonOneAction: '/meeting-rooms',
        buttonTwoText: 'Email bookings',
        buttonTwoAction: `mailto:${EMAILS.meetings}`,
        ctaText: `Members save up to 20% on every room, from a booth for ${count(roomCapacity().min)} to a suite for ${count(roomCapacity().max)}.`,
        ctaButton: { label: 'Become a member', link: '/membership' },
      },
    ],
  },
  {
    blockType: 'locations',
    mainTitle: 'Our clubs',
    colour: 'white',
    clubs: clubs.map((c) => ({ clubName: c.name, clubAddress: c.address, clubAddressLink: mapsLink(c.address), clubPhoneNumber: c.phone })),
  },
  {
    blockType: 'locations',
    mainTitle: 'Find us in the City',
    colour: 'pink',
    clubs: [{ clubName: city.name, clubAddress: city.address, clubPhoneNumber: city.phone }],
  },
  {
    blockType: 'contactInfo',
    title: 'Contact us',
    text: 'Whether you are thinking of joining, planning an event or looking for an office, our team at each club is happy to help.',
    phone: PHONES.main,
    email: EMAILS.hello,
    openingHours: [
      { days: 'Monday to Friday', hours: '07:00 to midnight' },
      { days: 'Saturday', hours: '08:00 to 01:00' },
      { days: 'Sunday', hours: '09:00 to 22:00' },
    ],
    colour: 'white',
  },
  {
    blockType: 'contactInfo',
    title: 'Reception, Knightsbridge',
    phone: knightsbridge.phone,
    email: clubEmail(knightsbridge.name),
    colour: 'black',
  },
  {
    blockType: 'contactList',
    title: 'Who to contact',
    colour: 'white',
    groups: [
      { title: 'Membership', contacts: [{ ...CONTACTS.newMembers }, { ...CONTACTS.membersServices }] },
      { title: 'Offices', contacts: [{ ...CONTACTS.officeSales }, { ...CONTACTS.officeCommunity }] },
      { title: 'Events and private hire', contacts: [{ ...CONTACTS.privateHire }] },
    ],
  },
  {
    blockType: 'locationOffices',
    title: 'Offices at Fulham',
    intro: `Private offices for teams of ${range(officeDesks('Fulham'))}, overlooking Imperial Wharf, with club membership for everyone on your team, meeting room credits and 24-hour access.`,
    colour: 'white',
    offices: clubOffices('Fulham'),
  },
  {
    blockType: 'locationOffices',
    title: 'Offices at the City',
    intro: 'Offices in the City come free every few months. Tell our office sales team what you need and they will call you when one does.',
    colour: 'pink',
    offices: [],
  },
  {
    blockType: 'locationContact',
    title: 'Find us',
    text: 'Five minutes’ walk from Imperial Wharf Overground. Bike racks and showers are on the lower ground floor.',
    name: `Clubhouse ${fulham.name}`,
    address: fulham.address,
    phone: fulham.phone,
    email: clubEmail(fulham.name),
    mapLink: mapsLink(fulham.address),
    colour: 'black',
  },
  {
    blockType: 'locationKeyFeatures',
    title: 'Key features of Fulham',
    colour: 'white',
    features: [
      { text: 'Riverside terrace', icon: img('Terrace icon') },
      { text: 'All-day restaurant and bar' },
      { text: `${capitalised(count(fulhamRooms.length))} meeting rooms for ${range(roomCapacity('Fulham'))}` },
      { text: 'Showers and bike storage' },
      { text: '24-hour access for office members' },
      { text: 'Gym and yoga studio' },
      { text: 'Phone booths on every floor' },
      { text: 'Dog friendly' },
    ],
  },
  {
    blockType: 'locationKeyFeatures',
    title: 'At Kensington',
    colour: 'pink',
    features: [{ text: 'Two floors of work space' }, { text: 'Library and quiet floor' }, { text: 'A café on the High Street' }],
  },
  {
    blockType: 'bankDetails',
    title: 'Pay by bank transfer',
    accountName: 'Clubhouse London Ltd',
    bankName: 'NatWest',
    sortCode: '60-16-13',
    accountNumber: '31926819',
    iban: 'GB29 NWBK 6016 1331 9268 19',
    bic: 'NWBKGB2L',
    referenceInstructions: 'Please use your surname and membership number as the reference, e.g. SMITH 10482, so we can match your payment.',
    colour: 'white',
  },
  {
    blockType: 'bankDetails',
    title: 'Paying for a private event',
    accountName: 'Clubhouse Events Ltd',
    sortCode: '20-00-00',
    accountNumber: '55779911',
    referenceInstructions: 'Use the booking reference on your event proposal.',
    colour: 'pink',
  },
  {
    blockType: 'rateCard',
    title: 'Meeting room rates',
    colour: 'white',
    // Read from the rooms' listings, so the card and the room's page quote the same price.
    rooms: [rateCardRoom('The Library', 'Fulham'), rateCardRoom('The Boardroom', 'Knightsbridge')],
    footerText: 'Prices include Wi-Fi, screen and stationery. Catering is charged separately; ask our events team for menus.',
  },
  {
    blockType: 'rateCard',
    title: 'Terrace hire, City',
    colour: 'black',
    rooms: [
      {
        title: 'The City Terrace',
        numOfPeople: 80,
        items: [
          { lengthOfHire: 'Lunch (12:00 to 16:00)', nonMemberPrice: '£2,000 + VAT', memberPrice: '£1,600 + VAT' },
          { lengthOfHire: 'Evening (18:00 to 23:00)', nonMemberPrice: '£3,500 + VAT', memberPrice: '£2,800 + VAT' },
        ],
      },
    ],
    footerText: 'Subject to a minimum spend on food and drink. Weather cover is included from May to September.',
  },
]
