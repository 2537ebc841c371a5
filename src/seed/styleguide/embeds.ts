import { clubs } from '../content'
import { summitTickets } from '../events'
import { EMAILS, PHONES, range } from '../facts'
import { officeDesks } from '../offices'
import { img, type SeedBlock } from './types'

const knightsbridge = clubs.find((c) => c.name === 'Knightsbridge')!

/**
 * Group F of the styleguide: the third-party embeds (OpenTable, HubSpot), then the modules whose components
 * arrive with later capabilities (events, offices, forms, members' area): they show the
 * "not implemented" notice until then, with the settings staff will have filled in.
 */
export const blocks: SeedBlock[] = [
  // Third-party embeds. Left without ids on purpose: made-up ids would make the styleguide call
  // OpenTable and HubSpot and log their errors. Visitors see nothing; staff previewing see what to set.
  // With the club's real ids filled in, the same blocks show the booking widget and the form.
  { blockType: 'tableBookingWidget', title: 'Book a table at The Brasserie, Knightsbridge', phoneNumber: knightsbridge.phone },
  {
    blockType: 'marketingForm',
    title: 'Stay in the loop',
    description: 'Supper clubs, summer parties and new offices across Fulham, Knightsbridge, Kensington and the City: once a month, never more.',
    region: 'eu1',
    background: 'pink',
  },

  // Events
  {
    blockType: 'eventList',
    title: 'EXPLORE EVENTS',
    showFeaturedEvent: true,
    initialCount: 4,
    loadMoreCount: 8,
  },
  {
    blockType: 'featuredEvent',
    title: 'Featured',
    selection: 'chosen',
    eventSlug: 'summer-party-fulham',
    buttonText: 'View full details',
    showShareLink: true,
    colour: 'black',
  },
  {
    blockType: 'clubMemberEvents',
    title: 'Member Events',
    emptyText: 'Please check back for all our future events, coming soon...',
  },

  // Meeting rooms and offices
  { blockType: 'meetingRooms', title: 'Meeting rooms' },
  { blockType: 'officeTable', title: 'Offices to rent in London', cardShape: 'landscape', availableNowOnly: false },
  { blockType: 'officeItem', officeReference: 'CITY-3F-12', title: 'The Threadneedle Suite', cardShape: 'portrait', showPrice: true, buttonText: 'View office' },
  {
    blockType: 'officeDetail',
    enquireButtonText: 'ENQUIRE',
    showPrices: true,
    showAmenities: true,
    showFloorPlans: true,
    backLinkText: 'Back to offices',
  },
  {
    blockType: 'officeDiscovery',
    title: 'Discover our offices',
    description: `Private offices for ${range(officeDesks())}, with the club downstairs: meeting rooms, a kitchen that serves until late and a terrace for the summer. Available in all four clubs.`,
    count: 3,
    buttonText: 'Search all offices',
    buttonLink: '/discover-offices',
  },
  {
    blockType: 'officeEnquiry',
    buttonText: 'ENQUIRE',
    heading: 'OFFICE ENQUIRY',
    introText: 'Please fill out the below form. Our office team will be in touch within 24 hours.',
    // The office team's HubSpot ids go here (left empty: made-up ids would call HubSpot and log errors).
    region: 'eu1',
    consentText: "By clicking 'Send Enquiry', you are agreeing to us processing your data in order to fulfil your request...",
    termsLinkText: "See T&C's",
    termsLink: '/terms-and-conditions/',
    successMessage: 'Our office sales team will be in touch within 24 hours.',
    urgentEmail: EMAILS.offices,
    urgentPhone: PHONES.officeSales,
  },

  // Bookings
  {
    blockType: 'reservationForm',
    title: 'Reserve a table',
    paragraph: 'Lunch, dinner or Sunday roast in the Brasserie. Members may bring up to three guests.',
    restaurantName: 'The Brasserie, Knightsbridge',
    phone: knightsbridge.phone,
    reservationTypes: [{ value: 'Lunch' }, { value: 'Dinner' }, { value: 'Sunday roast' }],
    dates: [{ value: 'Today' }, { value: 'Tomorrow' }, { value: 'Saturday' }, { value: 'Sunday' }],
    times: [{ value: '12:30' }, { value: '13:00' }, { value: '19:00' }, { value: '19:30' }, { value: '20:00' }],
    reservationSizes: [{ value: '1 guest' }, { value: '2 guests' }, { value: '3 guests' }, { value: '4 guests' }],
    occassionsItems: [{ value: 'Birthday' }, { value: 'Anniversary' }, { value: 'Business meal' }, { value: 'Date night' }],
    timeSlots: [{ value: '19:00' }, { value: '19:15' }, { value: '19:30' }, { value: '19:45' }, { value: '20:00' }],
    reservationInfo: { people: 'People', date: 'Date', time: 'Time', place: 'Place' },
    counterStartTime: '10:00',
    findTableCtaLabel: 'Find a table',
  },
  {
    blockType: 'itineraryBooking',
    title: 'Build your summit itinerary',
    eventSoldOut: false,
    // The summit's own day ticket and transfer (events.ts), so the example quotes their times.
    items: [summitTickets[0], summitTickets[2]],
  },

  // Members' area and membership
  {
    blockType: 'login',
    title: 'Member login',
    introText: 'Log in to book tables, see your schedule and find fellow members.',
    submitButtonText: 'Log in',
    successLink: '/',
    helpText: `Trouble signing in? Call the membership team on ${PHONES.main}.`,
  },
  { blockType: 'profile', title: 'My profile', signedOutText: 'Please log in to see your profile.' },
  {
    blockType: 'membersDirectory',
    title: 'Members directory',
    introText: 'Founders, makers and neighbours from all four clubs.',
    showSearch: true,
    pageSize: 24,
    signedOutText: 'Please log in to see the members directory.',
  },
  {
    blockType: 'myMembership',
    title: 'My membership',
    helpText: `Questions about your membership or a payment? Call the membership team on ${PHONES.main}.`,
    signedOutText: 'Please log in to see your membership.',
  },
  {
    blockType: 'mySchedule',
    title: 'My schedule',
    emptyText: 'You have nothing booked yet.',
    signedOutText: 'Please log in to see your schedule.',
  },
  {
    blockType: 'membershipAndApplication',
    membershipType: 'Club',
    title: 'Club membership',
    description: 'Every club, every day: work from the library in Kensington, lunch on the Knightsbridge terrace, swim in Fulham.',
    details: [
      { text: 'Access to all four London clubs' },
      { text: 'Bring up to three guests' },
      { text: 'Member rates on meeting rooms' },
      { text: 'Invitations to members’ events' },
    ],
    image: img('Library, Kensington'),
    applyHeading: 'Apply for membership',
    applyDescription: 'The application takes about ten minutes. You will need a recent photo and your bank details.',
    applyButtonText: 'APPLY NOW',
    applyLink: '/membership-application',
    tourButtonText: 'BOOK A TOUR',
    tourLink: '/membership/book-a-tour',
  },
]
