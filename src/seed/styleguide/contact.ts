import { img, type SeedBlock } from './types'

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
        buttonTwoAction: 'mailto:membership@clubhouse.london',
        buttonThreeText: 'Call 020 7123 4567',
        buttonThreeAction: 'tel:02071234567',
        ctaText: 'Not sure which membership suits you? Our team will talk you through Club, Social and Corporate.',
        ctaButton: { label: 'Compare memberships', link: '/membership' },
      },
      {
        title: 'Private events',
        image: img('Terrace party, Knightsbridge'),
        buttonOneText: 'Plan an event',
        buttonOneAction: '/knightsbridge/terrace-private-events',
        buttonTwoText: 'Email events',
        buttonTwoAction: 'mailto:events@clubhouse.london',
        ctaText: 'Our events team replies within 24 hours.',
      },
      {
        title: 'Offices',
        image: img('Private office, City'),
        buttonOneText: 'Discover offices',
        buttonOneAction: '/discover-offices',
        buttonTwoText: 'Email office sales',
        buttonTwoAction: 'mailto:offices@clubhouse.london',
        buttonThreeText: 'Call office sales',
        buttonThreeAction: 'tel:02071234590',
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
        buttonTwoAction: 'mailto:meetings@clubhouse.london',
        ctaText: 'Members save up to 20% on every room, from a two-person study to the Knightsbridge boardroom.',
        ctaButton: { label: 'Become a member', link: '/membership' },
      },
    ],
  },
  {
    blockType: 'locations',
    mainTitle: 'Our clubs',
    colour: 'white',
    clubs: [
      {
        clubName: 'Fulham',
        clubAddress: '2 Imperial Wharf Road\nLondon SW6 2AA',
        clubAddressLink: 'https://www.google.com/maps/search/?api=1&query=2%20Imperial%20Wharf%20Road%2C%20London%20SW6%202AA',
        clubPhoneNumber: '020 7123 4505',
      },
      {
        clubName: 'Knightsbridge',
        clubAddress: '12 Brompton Place\nLondon SW3 1QT',
        clubAddressLink: 'https://www.google.com/maps/search/?api=1&query=12%20Brompton%20Place%2C%20London%20SW3%201QT',
        clubPhoneNumber: '020 7123 4515',
      },
      {
        clubName: 'Kensington',
        clubAddress: '88 Kensington High Street\nLondon W8 4SG',
        clubAddressLink: 'https://www.google.com/maps/search/?api=1&query=88%20Kensington%20High%20Street%2C%20London%20W8%204SG',
        clubPhoneNumber: '020 7123 4514',
      },
      {
        clubName: 'City',
        clubAddress: '1 Threadneedle Walk\nLondon EC2R 8AY',
        clubAddressLink: 'https://www.google.com/maps/search/?api=1&query=1%20Threadneedle%20Walk%2C%20London%20EC2R%208AY',
        clubPhoneNumber: '020 7123 4508',
      },
    ],
  },
  {
    blockType: 'locations',
    mainTitle: 'Find us in the City',
    colour: 'pink',
    clubs: [{ clubName: 'City', clubAddress: '1 Threadneedle Walk\nLondon EC2R 8AY', clubPhoneNumber: '020 7123 4508' }],
  },
  {
    blockType: 'contactInfo',
    title: 'Contact us',
    text: 'Whether you are thinking of joining, planning an event or looking for an office, our team at each club is happy to help.',
    phone: '020 7123 4567',
    email: 'hello@clubhouse.london',
    openingHours: [
      { days: 'Monday to Friday', hours: '7am to midnight' },
      { days: 'Saturday', hours: '8am to 1am' },
      { days: 'Sunday', hours: '9am to 10pm' },
    ],
    colour: 'white',
  },
  {
    blockType: 'contactInfo',
    title: 'Reception, Knightsbridge',
    phone: '020 7123 4515',
    email: 'knightsbridge@clubhouse.london',
    colour: 'black',
  },
  {
    blockType: 'contactList',
    title: 'Who to contact',
    colour: 'white',
    groups: [
      {
        title: 'Membership',
        contacts: [
          { title: 'New members', contactPerson: 'Olivia Hart', phoneNumber: '020 7123 4567', email: 'membership@clubhouse.london' },
          { title: 'Existing members', contactPerson: 'Members’ services', email: 'members@clubhouse.london' },
        ],
      },
      {
        title: 'Offices',
        contacts: [
          { title: 'Office sales', contactPerson: 'Sophie Turner', phoneNumber: '020 7123 4590', email: 'offices@clubhouse.london' },
          { title: 'Office community', contactPerson: 'Marcus Reid', email: 'community@clubhouse.london' },
        ],
      },
      {
        title: 'Events and private hire',
        contacts: [{ title: 'Private hire', contactPerson: 'James Okafor', phoneNumber: '020 7123 4591', email: 'events@clubhouse.london' }],
      },
    ],
  },
  {
    blockType: 'locationOffices',
    title: 'Offices at Fulham',
    intro:
      'Private offices for teams of two to twelve, overlooking Imperial Wharf, with club membership for everyone on your team, meeting room credits and 24-hour access.',
    colour: 'white',
    offices: [
      { name: 'The Courtyard Suite', desks: 12, pricePerMonth: '£7,800 per month + VAT', link: '/office-detail', linkText: 'View office' },
      { name: 'Riverside Studio', desks: 6, pricePerMonth: '£3,900 per month + VAT', link: '/office-detail', linkText: 'View office' },
      { name: 'Studio Two', desks: 2, pricePerMonth: '£1,400 per month + VAT', link: '/discover-offices', linkText: 'Enquire' },
    ],
  },
  {
    blockType: 'locationOffices',
    title: 'Offices at the City',
    intro: 'Our City offices are fully let. New studios open in the spring: register your interest with our office team.',
    colour: 'pink',
    offices: [],
  },
  {
    blockType: 'locationContact',
    title: 'Find us',
    text: 'Five minutes’ walk from Imperial Wharf Overground. Bike racks and showers are on the lower ground floor.',
    name: 'Clubhouse Fulham',
    address: '2 Imperial Wharf Road\nLondon SW6 2AA',
    phone: '020 7123 4505',
    email: 'fulham@clubhouse.london',
    mapLink: 'https://www.google.com/maps/search/?api=1&query=2%20Imperial%20Wharf%20Road%2C%20London%20SW6%202AA',
    colour: 'black',
  },
  {
    blockType: 'locationKeyFeatures',
    title: 'Key features',
    colour: 'white',
    features: [
      { text: 'Riverside terrace', icon: img('Terrace icon') },
      { text: 'All-day restaurant and bar' },
      { text: 'Six meeting rooms for 2 to 40' },
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
    features: [{ text: 'Rooftop pool' }, { text: 'Library and quiet floor' }, { text: 'Private dining for 24' }],
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
    rooms: [
      {
        title: 'The Library, Kensington',
        numOfPeople: 12,
        items: [
          { lengthOfHire: 'Hourly (min. 2 hours)', nonMemberPrice: '£120 + VAT', memberPrice: '£95 + VAT' },
          { lengthOfHire: 'Half day (4 hours)', nonMemberPrice: '£450 + VAT', memberPrice: '£360 + VAT' },
          { lengthOfHire: 'Full day (8 hours)', nonMemberPrice: '£800 + VAT', memberPrice: '£640 + VAT' },
        ],
      },
      {
        title: 'The Boardroom, Knightsbridge',
        numOfPeople: 20,
        items: [
          { lengthOfHire: 'Half day (4 hours)', nonMemberPrice: '£750 + VAT', memberPrice: '£600 + VAT' },
          { lengthOfHire: 'Full day (8 hours)', nonMemberPrice: '£1,350 + VAT', memberPrice: '£1,080 + VAT' },
          { lengthOfHire: 'Evening (6pm to midnight)', nonMemberPrice: '£1,100 + VAT', memberPrice: 'On request' },
        ],
      },
    ],
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
          { lengthOfHire: 'Lunch (12pm to 4pm)', nonMemberPrice: '£2,000 + VAT', memberPrice: '£1,600 + VAT' },
          { lengthOfHire: 'Evening (6pm to 11pm)', nonMemberPrice: '£3,500 + VAT', memberPrice: '£2,800 + VAT' },
        ],
      },
    ],
    footerText: 'Subject to a minimum spend on food and drink. Weather cover is included from May to September.',
  },
]
