import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

import { endOfMonthFrom } from '../calendar'
import { capitalised, count, PHONES, pounds, range } from '../facts'
import { roomCapacity, roomsIn } from '../meeting-rooms'
import { membershipFrom } from '../membership-types'
import { img, type SeedBlock } from './types'

const kensingtonRooms = roomCapacity('Kensington')

/** An offer's closing day, as copy writes it ("31 January"): the end of next month, so never past (docs/decisions/047). */
export function offerDeadline(now: Date): string {
  const { year, month, day } = endOfMonthFrom(now, 1)
  return format(new TZDate(year, month, day, 12, 0, 'Europe/London'), 'd MMMM')
}

/**
 * Group C of the styleguide: features, cards and offers. Every block at least once, with the
 * variants that change how it looks (colours of each split half, icon-grid styles, offer button
 * actions). Dated from `now`: the offer closes at the end of next month.
 */
export const blocks = (now: Date): SeedBlock[] => [
  {
    blockType: 'splitSection',
    title: 'Work in Knightsbridge',
    bodyText:
      'Quiet desks, bookable meeting rooms and a library that opens at seven. Members work here from first coffee to last call.\n\nDay passes are available for guests of members.',
    buttonText: 'See the workspace',
    buttonLink: '/knightsbridge',
    colour: 'black',
    titleRight: 'Dine in Fulham',
    bodyTextRight:
      'A seasonal British menu in the garden restaurant, with Sunday roasts that members book weeks ahead.',
    buttonTextRight: 'Book a table',
    buttonLinkRight: '/fulham',
    colourRight: 'pink',
  },
  {
    blockType: 'splitSection',
    title: 'Membership',
    bodyText: 'One membership opens the doors of all four clubs: Fulham, Knightsbridge, Kensington and the City.',
    buttonText: 'Compare memberships',
    buttonLink: '/membership',
    colour: 'white',
    titleRight: 'Private hire',
    bodyTextRight: 'Dinners for twelve, launches for three hundred. Our events team plans every detail with you.',
    buttonTextRight: 'Plan an event',
    buttonLinkRight: '/knightsbridge/terrace-private-events',
    colourRight: 'black',
  },
  {
    blockType: 'featureList',
    title: 'What membership includes',
    intro: 'Everything below comes with every Club membership, with no booking fees and no hidden extras.',
    colour: 'pink',
    features: [
      {
        title: 'Four clubs',
        text: 'Fulham, Knightsbridge, Kensington and the City, open to you seven days a week.',
        icon: img('Icon: key'),
      },
      { title: 'Member events', text: 'Supper clubs, wine tastings and talks with guests from business, art and sport.' },
      { title: 'Wellbeing', text: 'A gym, classes and a heated pool in Fulham, with towels and products provided.' },
      { title: 'Bring a guest', text: 'Up to three guests at a time, at every club.' },
    ],
  },
  {
    blockType: 'featureHeader',
    title: 'Private hire in Kensington',
    text: `${capitalised(count(roomsIn('Kensington').length))} rooms, from a studio for ${count(kensingtonRooms.min)} to a conferencing suite for ${count(kensingtonRooms.max)}. Catering comes from our own kitchen.`,
    image: img('Kensington ballroom'),
    colour: 'white',
    buttons: [
      { label: 'Enquire now', link: '/contact' },
      { label: 'See the rooms', link: '/kensington/conferencing' },
    ],
  },
  {
    blockType: 'featureHeader',
    title: 'A club for the City',
    text: 'Our newest club sits on Threadneedle Walk: breakfast meetings, a terrace bar and desks for the day.',
    colour: 'black',
    buttons: [{ label: 'Book a tour', link: '/membership/book-a-tour' }],
  },
  {
    blockType: 'featuresIconGrid',
    title: 'Inside the club',
    intro: 'Every club has its own character; all of them have a bar, a restaurant and somewhere to work.',
    variant: 'light',
    items: [
      { icon: img('Icon: cocktail'), title: 'Bar', text: 'Open until 01:00, with a list chosen by our head bartender.' },
      { icon: img('Icon: plate'), title: 'Restaurant', text: 'Breakfast, lunch and dinner, seven days a week.' },
      { icon: img('Icon: laptop'), title: 'Workspace', text: 'Fast Wi-Fi, phone booths and meeting rooms.' },
      { icon: img('Icon: dumbbell'), title: 'Gym', text: 'At Fulham: strength, cardio and daily classes, for members of every club.' },
    ],
  },
  {
    blockType: 'featuresIconGrid',
    title: 'Meeting rooms',
    variant: 'dark',
    items: [
      { icon: img('Icon: screen'), title: 'Screens', text: 'A screen for presentations in every room.' },
      { icon: img('Icon: coffee'), title: 'Refreshments', text: 'Coffee, tea and pastries brought to the room.' },
      { icon: img('Icon: people'), title: `${capitalised(range(roomCapacity()))} people`, text: 'Rooms for a one-to-one or a full-day conference.' },
    ],
  },
  {
    blockType: 'places',
    title: 'Our clubs',
    places: [
      {
        title: 'Fulham',
        // Within the 145 characters a place card shows (spec 000 section 5), so nothing is cut off.
        description: 'Our original club: a Georgian house by the river, with a walled garden, a heated pool and a restaurant open from breakfast until late.',
        image: img('Fulham garden'),
        ctaTitle: 'Discover Fulham',
        ctaLink: '/fulham',
      },
      {
        title: 'Knightsbridge',
        description: 'Five floors on Brompton Place, with a brasserie for long lunches and a rooftop terrace for long evenings.',
        image: img('Knightsbridge terrace'),
        ctaTitle: 'Discover Knightsbridge',
        ctaLink: '/knightsbridge',
      },
      {
        title: 'Kensington',
        description: `A light-filled club on the High Street, with two floors of work space and a conferencing suite for ${count(kensingtonRooms.max)}.`,
        image: img('Kensington drawing room'),
        ctaTitle: 'Discover Kensington',
        ctaLink: '/kensington',
      },
      {
        title: 'City',
        description: 'On Threadneedle Walk: breakfast meetings, private offices and a terrace for summer evenings.',
        image: img('City rooftop'),
        ctaTitle: 'Discover the City',
        ctaLink: '/city',
      },
    ],
  },
  {
    blockType: 'cardsGrid',
    title: 'Ways to join',
    colour: 'white',
    cards: [
      {
        image: img('Members’ lounge'),
        subHeading: 'Club membership',
        body: 'All four clubs, every day of the week. Bring up to three guests, book the restaurants and meeting rooms, join every member event and use the gym and pool at Fulham. Membership is for anyone over eighteen, proposed by an existing member or welcomed after a tour. Fees are monthly, with a twelve-month minimum term and then one month’s notice.',
        buttons: [
          { label: 'Apply', link: '/membership-application' },
          { label: 'Book a tour', link: '/membership/book-a-tour' },
        ],
      },
      {
        image: img('City meeting room'),
        subHeading: 'Corporate membership',
        body: 'Memberships for teams of three to ten, on one invoice, with meeting-room credit every month.',
        buttons: [{ label: 'Corporate enquiries', link: '/corporate' }],
      },
      {
        image: img('Fulham bar at night'),
        subHeading: 'Social membership',
        body: 'Evenings and weekends at every club, for those who work elsewhere in the day.',
        buttons: [{ label: 'Find out more', link: '/membership' }],
      },
    ],
  },
  {
    blockType: 'cardsGrid',
    title: 'This season',
    colour: 'pink',
    cards: [
      { subHeading: 'Supper club', body: 'Monthly dinners at one long table in Fulham, cooked by our head chef.', buttons: [{ label: 'See the dates', link: '/events' }] },
      { subHeading: 'Wine school', body: 'Six Tuesday evenings in Knightsbridge, from Burgundy to the Barossa.', buttons: [{ label: 'Member events', link: '/member-events' }] },
    ],
  },
  {
    blockType: 'threeCardButtons',
    title: 'Explore the club',
    cards: [
      { image: img('Private dining room'), label: 'Private dining', link: '/city/terrace-and-private-events' },
      { image: img('Knightsbridge library'), label: 'Meeting rooms', link: '/meeting-rooms' },
      { image: img('Summer party'), label: 'Events', link: '/member-events' },
    ],
  },
  {
    blockType: 'privateHireCta',
    title: 'Host your next event with us',
    text: 'Rooms in all four clubs, for birthdays, launches, weddings and board dinners.\n\nMembers and non-members welcome.',
    image: img('Knightsbridge ballroom'),
    buttonText: 'Enquire about private hire',
    buttonLink: '/knightsbridge/terrace-private-events',
    phoneNumber: PHONES.events,
  },
  {
    blockType: 'offerBlock',
    title: 'Join now, pay no joining fee',
    bodyText: `Become a member of the Fulham club by ${offerDeadline(now)} and we waive the joining fee.`,
    iconTextRepeater: [
      { icon: img('Icon: key'), pointText: 'Access to all four clubs' },
      { icon: img('Icon: glass'), pointText: 'Member events every week' },
      { icon: img('Icon: pool'), pointText: 'Heated pool and gym in Fulham' },
    ],
    joiningFee: 'Joining fee',
    joiningFeePrice: 'Waived (usually £500)',
    membershipPrice: 'Membership',
    membershipPricePrice: `from ${pounds(membershipFrom('Club'))} per month`,
    buttonText: 'Enquire now',
    buttonAction: 'scroll',
    bottomText: `Offer open to new members who apply by ${offerDeadline(now)}. Twelve-month minimum term.`,
    topImage: img('Fulham garden in summer'),
    imageOnLeft: true,
    backgroundColourAsBoolean: true,
    isFulhamOfferPage: true,
  },
  {
    blockType: 'offerBlock',
    title: 'Networking membership',
    bodyText: 'For founders and freelancers who need a desk in the City and people worth meeting.',
    iconTextRepeater: [{ pointText: 'Desk at the City club, weekdays' }, { pointText: 'Monthly members’ breakfast' }],
    membershipPrice: 'Membership',
    membershipPricePrice: '£150 per month',
    buttonText: 'Apply now',
    buttonAction: 'link',
    buttonLink: '/membership-application',
    topImage: img('City desks'),
    imageOnLeft: false,
    backgroundColourAsBoolean: false,
    isFulhamOfferPage: false,
  },
  {
    blockType: 'offerBlock',
    title: 'Corporate offer',
    bodyText: 'Three months of meeting-room credit for teams who join before the end of the year.',
    joiningFee: 'Joining fee per member',
    joiningFeePrice: '£250',
    membershipPrice: 'Membership per member',
    membershipPricePrice: `${pounds(membershipFrom('Corporate'))} pcm`,
    buttonText: 'Download the brochure',
    buttonAction: 'file',
    buttonFile: img('Corporate brochure'),
    bottomText: 'For teams of three to ten members.',
    backgroundColourAsBoolean: false,
  },
]
