import { capitalised, CORPORATE_TEAM, range } from '../facts'
import { richText } from '../richtext'

import { img, type SeedBlock, video } from './types'

/**
 * Group A of the styleguide: page headers and text. Every block at least once, with the variants
 * that look different (colours, alignment, image or not). On the styleguide the hero comes first,
 * so these show their h2 form; as a page's first module the headers hold the h1 instead.
 */
export const blocks: SeedBlock[] = [
  {
    blockType: 'contentHeader',
    eyebrow: 'Private hire',
    title: 'Celebrate at the club',
    intro:
      'From a birthday supper for twelve in Fulham to a product launch for two hundred in Knightsbridge, our events team plans every detail with you, from the first call to the last carriage.',
    colour: 'white',
  },
  {
    blockType: 'contentHeader',
    eyebrow: 'Membership',
    title: 'One membership, four London clubs',
    intro: 'Work, dine, meet and unwind in Fulham, Knightsbridge, Kensington and the City, from breakfast until late.',
    colour: 'pink',
  },
  {
    blockType: 'contentHeader',
    title: 'Member events',
    colour: 'black',
  },
  {
    blockType: 'titleSection',
    title: 'Our clubs',
    subTitle: 'Four houses across London, each with its own character and the same warm welcome.',
    colour: 'white',
  },
  {
    blockType: 'titleSection',
    title: 'What’s on this season',
    subTitle: 'Supper clubs, wine tastings, talks and summer parties, for members and their guests.',
    colour: 'black',
  },
  {
    blockType: 'titleAndBody',
    title: 'House rules',
    body: richText(
      'Members may bring up to three guests at any one time and remain responsible for them throughout their visit.',
      'Phones are welcome on silent; calls are taken in the phone booths or on the terraces. Smart-casual dress, no sportswear after 18:00.',
    ),
    background: 'pink',
  },
  {
    blockType: 'headingAndSubheading',
    heading: 'Meeting rooms',
    subheading: 'Bookable by the hour or the day in all four clubs, with coffee, screens and a host on hand.',
    alignment: 'left',
    colour: 'white',
  },
  {
    blockType: 'headingAndSubheading',
    heading: 'Corporate membership',
    subheading: `${capitalised(range(CORPORATE_TEAM))} memberships under one company account, with a single monthly invoice.`,
    alignment: 'centre',
    colour: 'black',
  },
  {
    blockType: 'imageHeader',
    title: 'Kensington',
    subTitle: 'A light-filled club on the High Street, with two floors of work space and a café that spills onto the pavement.',
    desktopImage: img('Kensington drawing room'),
    mobileImage: img('Kensington staircase (portrait)'),
  },
  {
    blockType: 'imageHeader',
    title: 'The City terrace',
    desktopImage: img('City terrace'),
  },
  {
    blockType: 'bigTitleLinkList',
    title: 'Our clubs',
    links: [
      { label: 'Fulham', link: '/fulham' },
      { label: 'Knightsbridge', link: '/knightsbridge' },
      { label: 'Kensington', link: '/kensington' },
      { label: 'City', link: '/city' },
    ],
    colour: 'white',
  },
  {
    blockType: 'bigTitleLinkList',
    links: [
      { label: 'Membership', link: '/membership' },
      { label: 'Book a tour', link: '/membership/book-a-tour' },
    ],
    colour: 'black',
  },
  {
    blockType: 'welcome',
    title: 'Welcome to Fulham',
    body: richText(
      'Whether you join us for an early breakfast meeting, a long lunch in the garden room or a late supper by the fire, this house is yours.',
      'Our team knows members by name and guests by the second visit. If there is anything we can do to make your day easier, just ask.',
    ),
    image: img('Fulham garden room'),
    signature: 'Sophie Laurent, General Manager, Clubhouse Fulham',
    colour: 'white',
  },
  {
    blockType: 'welcome',
    title: 'A note from our founder',
    body: richText(
      'We opened our first club in Fulham with a simple idea: a place between home and office where good people meet, work and eat well.',
      'Four clubs later, that idea has not changed.',
    ),
    signature: 'James Whitcombe, Founder',
    colour: 'pink',
  },
  {
    blockType: 'htmlSection',
    title: 'Opening hours',
    html: [
      '<p>Every club is open seven days a week. Kitchens close one hour before the club.</p>',
      '<table><caption>Opening hours by club</caption>',
      '<thead><tr><th scope="col">Club</th><th scope="col">Monday to Friday</th><th scope="col">Weekends</th></tr></thead>',
      '<tbody>',
      '<tr><th scope="row">Fulham</th><td>07:00 to midnight</td><td>08:00 to midnight</td></tr>',
      '<tr><th scope="row">Knightsbridge</th><td>07:00 to 01:00</td><td>09:00 to 01:00</td></tr>',
      '<tr><th scope="row">Kensington</th><td>07:00 to 23:00</td><td>08:00 to 23:00</td></tr>',
      '<tr><th scope="row">City</th><td>06:30 to 23:00</td><td>08:00 to 23:00</td></tr>',
      '</tbody></table>',
      '<h3>Bank holidays</h3>',
      '<p>Hours may change on bank holidays; see <a href="/membership">membership</a> for details or call the club.</p>',
    ].join(''),
    colour: 'white',
  },
  {
    blockType: 'splash',
    mediaType: 'image',
    image: img('Knightsbridge terrace at dusk'),
    title: 'Summer on the terrace',
    text: 'Long evenings, cold Provence rosé and small plates from the grill, above the rooftops of Knightsbridge.',
    buttonText: 'Private events',
    buttonLink: '/knightsbridge/terrace-private-events',
  },
  {
    blockType: 'splash',
    mediaType: 'image',
    image: img('City skyline'),
    title: 'Work in the City',
  },
  {
    blockType: 'splash',
    mediaType: 'video',
    image: img('Fulham garden at golden hour'),
    video: video('Fulham garden film'),
    title: 'An evening in the garden',
    text: 'From the first aperitivo to the last candle on the terrace, a summer evening at Clubhouse Fulham.',
  },
  { blockType: 'spacer', size: 'large' },
]
