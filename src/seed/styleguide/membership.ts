import { tourPathOf } from '@/features/membership/params'

import { londonDateFrom } from '../calendar'
import { clubs } from '../content'
import { CORPORATE_TEAM, PHONES, pounds, range } from '../facts'
import { membershipFrom } from '../membership-types'
import { img, type SeedBlock } from './types'

const clubFrom = pounds(membershipFrom('Club'))

/**
 * Group E of the styleguide: membership, steps, schedule and popups. Every block at least once,
 * with the colours that change how it looks. Only one membership bar: it is fixed to the bottom of
 * the screen, so a second would sit on top of the first. Dated from `now`: the schedule lists the
 * weeks ahead, in words true in any season (docs/decisions/047).
 */
export const blocks = (now: Date): SeedBlock[] => [
  {
    blockType: 'membershipSummary',
    title: 'Club membership',
    subTitle: 'One membership, four clubs: Fulham, Knightsbridge, Kensington and the City. Work, dine and unwind wherever your day takes you, and swim at Fulham.',
    priceLine: `From ${clubFrom} per month`,
    priceNote: 'Joining fee £500. Minimum age 18.',
    benefits: [
      { text: 'Access to all four London clubs, seven days a week' },
      { text: 'Restaurants, bars and terraces with member pricing' },
      { text: 'A heated pool and a gym at Fulham' },
      { text: 'Over 40 member events every month' },
      { text: 'Bring up to three guests on every visit' },
    ],
    buttonText: 'Apply now',
    buttonLink: '/membership-application',
    image: img('Members’ lounge, Kensington'),
    colour: 'white',
  },
  {
    blockType: 'membershipSummary',
    title: 'Corporate membership',
    subTitle: `Membership for teams of ${range(CORPORATE_TEAM)}, on one company account.`,
    priceLine: `${pounds(membershipFrom('Corporate'))} pcm per member`,
    benefits: [
      { text: 'Every benefit of Club membership for each member' },
      { text: 'Meeting rooms at member rates in the City and Knightsbridge' },
      { text: 'One invoice, one direct debit' },
    ],
    buttonText: 'Book a tour',
    buttonLink: '/membership/book-a-tour',
    colour: 'black',
  },
  {
    // Announced with Club and Corporate, so it says what it costs (its prices: membership-types.ts).
    blockType: 'membershipSummary',
    title: 'Social membership',
    subTitle: 'Evenings and weekends at all four clubs, for those who work elsewhere in the day.',
    priceLine: `From ${pounds(membershipFrom('Social'))} per month`,
    priceNote: 'Minimum age 18. A member may propose you.',
    benefits: [
      { text: 'All four London clubs in the evening and at weekends' },
      { text: 'Supper clubs, film nights and parties' },
      { text: 'Bring up to three guests on every visit' },
    ],
    // Its own tour page: the Social form, with the proposer and Instagram (docs/decisions/073).
    buttonText: 'Book a tour',
    buttonLink: tourPathOf('Social'),
    colour: 'white',
  },
  {
    blockType: 'membershipBar',
    applicationTitle: 'Membership application',
    membershipHeading: 'Club membership',
    moreDetailsText: 'More details',
    buttonText: 'Apply now',
    details: [
      { text: 'Access to Fulham, Knightsbridge, Kensington and the City' },
      { text: `From ${clubFrom} per month, joining fee £500` },
      { text: 'Twelve-month minimum term, then monthly' },
      { text: 'Members must be 18 or over' },
    ],
    fullDetailsText: 'Full details',
    fullDetailsLink: '/privacy-policy',
    applyHeading: 'Ready to apply?',
    applyDescription: 'The application takes about ten minutes. Our membership team replies within 24 hours.',
    applyButtonText: 'Start your application',
    applicationLink: '/membership-application',
  },
  {
    blockType: 'membershipKeyInformation',
    title: 'Key information',
    subtitle: 'What to know before you apply for Club membership.',
    buttonText: 'View key information',
    details: [
      { text: 'Minimum age 18' },
      { text: 'Joining fee £500, payable with your first month' },
      { text: `Monthly fee from ${clubFrom} by direct debit` },
      { text: 'Twelve-month minimum term, then one month’s notice' },
      { text: 'Up to three guests per visit' },
    ],
    images: [img('Pool, Fulham'), img('Rooftop terrace, City')],
    linkText: 'Apply now',
    link: '/membership-application',
    colour: 'pink',
  },
  {
    blockType: 'membershipApplicationPopup',
    intro: 'Know which club will be your home? Start your application, or come and see us first.',
    openButtonText: 'Apply for membership',
    title: 'Before you apply',
    description: 'Most members visit a club before they join. Book a tour with our membership team, or continue to the application.',
    bookATourLink: '/membership/book-a-tour',
    continueLink: '/membership-application',
    colour: 'white',
  },
  {
    blockType: 'popupBlock',
    title: 'Private hire at Knightsbridge',
    subTitles: [{ text: 'Dinners, launches and celebrations' }, { text: 'For members and their guests' }],
    bulletPoints: [
      { text: 'Rooms for twelve to a hundred guests' },
      { text: 'A private terrace above Brompton Place' },
      { text: 'A dedicated events manager from first call to last dance' },
      { text: 'Seasonal menus from our head chef' },
      { text: 'Screens, sound and lighting included' },
      { text: 'Late licence until 01:00' },
    ],
    buttonText: 'See what’s included',
    ctaText: 'Speak to our events team',
    phoneNumber: PHONES.events,
    colour: 'pink',
  },
  {
    blockType: 'popupBlock',
    title: 'Summer supper club',
    subTitles: [{ text: 'Every Thursday in June on the Fulham terrace' }],
    bulletPoints: [{ text: 'Four courses' }, { text: 'Wine pairing available' }, { text: 'Members and one guest' }],
    ctaText: 'Reserve by phone',
    phoneNumber: clubs.find((c) => c.name === 'Fulham')!.phone,
    colour: 'black',
  },
  {
    blockType: 'schedule',
    title: 'What’s on in the weeks ahead',
    intro: 'Talks, tastings and parties across our four clubs. Open a row for the details.',
    items: [
      {
        date: londonDateFrom(now, { days: 7 }),
        title: 'Market supper',
        time: '19:00 - 22:00',
        location: 'Kensington, The Dining Room',
        price: '£65',
        about: 'A four-course menu from what the market has best that week, with wines to match.',
        roomImage: img('Dining room, Kensington'),
      },
      {
        date: londonDateFrom(now, { days: 14 }),
        title: 'Book club',
        time: '19:00 - 20:30',
        location: 'Knightsbridge, The Library',
        price: 'Free for members',
        about: 'This month we read a modern London novel, with the author joining us for questions.',
        roomImage: img('Library, Knightsbridge'),
      },
      {
        date: londonDateFrom(now, { days: 21 }),
        title: 'Loire wine tasting',
        time: '18:30 - 20:00',
        location: 'City, The Cellar',
        price: '£45',
        about: 'Six wines from the Loire valley, introduced by our head sommelier, with cheeses to match.',
        roomImage: img('Wine cellar, City'),
      },
      {
        date: londonDateFrom(now, { days: 35 }),
        title: 'Quartet night',
        time: '20:00 - late',
        location: 'Fulham, The Terrace Bar',
        price: '£20',
        about: 'A quartet plays the evening out. Cocktails from the bar.',
      },
      {
        date: londonDateFrom(now, { days: 49 }),
        title: 'Members’ party',
        time: '19:00 - 01:00',
        location: 'Fulham, The Garden Restaurant',
        price: '£35',
        about: 'Our party for members and guests: a DJ, a late bar and dancing until one.',
        roomImage: img('Garden, Fulham'),
      },
    ],
    colour: 'white',
  },
  {
    blockType: 'bookATourSteps',
    title: 'How to book a tour',
    intro: 'Tours take about 45 minutes and there is no obligation to join.',
    steps: [
      { title: 'Choose your club', text: 'Fulham, Knightsbridge, Kensington or the City: tell us which you would like to see.' },
      { title: 'Pick a time', text: 'Tours run every day from 10:00 to 18:00. Choose what suits you.' },
      { title: 'Meet the team', text: 'A member of our membership team shows you round and answers your questions over a coffee.' },
    ],
    buttonText: 'Book a tour',
    buttonLink: '/membership/book-a-tour',
    colour: 'pink',
  },
  {
    blockType: 'corporateSteps',
    title: 'How corporate membership works',
    intro: `For companies bringing ${range(CORPORATE_TEAM)} colleagues into the club.`,
    steps: [
      { title: 'Your contact details', text: 'Tell us who will manage the membership for your company.' },
      { title: 'About the company', text: 'Your industry, your website and a few words about what you do.' },
      { title: 'Add your members', text: 'Between three and ten colleagues, each with a photo for their card.' },
      { title: 'Set up payment', text: 'One monthly direct debit for every member.' },
      { title: 'Welcome to the club', text: 'Your members receive their welcome e-mail within 24 hours.' },
    ],
    buttonText: 'Start your application',
    buttonLink: '/corporate',
    colour: 'black',
  },
]
