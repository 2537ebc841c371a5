import { londonDayOf } from '../calendar'
import { clubs } from '../content'
import { richText } from '../richtext'
import { img, type SeedBlock, video } from './types'

/**
 * Group B of the styleguide: heroes, slideshows and media. Every block at least once, with the
 * variants that change how it looks: a hero with and without a button, both gallery arrangements
 * families (wide and squares/portraits, with and without a slideshow), text and image on either
 * side in each colour, with an uploaded-style video and an external one, and a map with and without
 * its picture.
 */
const fulham = clubs.find((c) => c.name === 'Fulham')!
const city = clubs.find((c) => c.name === 'City')!

/** The last summer that has ended by now (June to August, London): the one the pictures are from. */
export const lastSummer = (now: Date) => {
  const { year, month } = londonDayOf(now)
  return month >= 8 ? year : year - 1
}

/** Dated from `now`: the summer gallery shows the summer just gone (docs/decisions/047). */
export const blocks = (now: Date): SeedBlock[] => [
  {
    blockType: 'hero',
    title: 'A home from home on the river',
    subTitle: 'Four private members’ clubs across London: Fulham, Knightsbridge, Kensington and the City.',
    scrollText: 'Scroll to discover',
    buttonRequired: true,
    buttonText: 'Book a tour',
    buttonLink: '/book-a-tour',
    icon: img('Clubhouse crest'),
    desktopImage: img('Riverside terrace, Fulham'),
    mobileImage: img('Terrace steps, Fulham (portrait)'),
  },
  {
    blockType: 'hero',
    title: 'The City club',
    subTitle: 'Breakfast meetings, quiet desks and a terrace bar above Threadneedle Walk.',
    scrollText: 'See the club',
    buttonRequired: false,
    desktopImage: img('Rooftop bar, the City'),
  },
  {
    blockType: 'heroSlider',
    slides: [
      {
        title: 'Fulham',
        subtitle: 'A riverside terrace, a heated pool and long lunches by the Thames.',
        ctaLink: '/book-a-tour?club=fulham',
        imageDesktop: img('Riverside terrace, Fulham'),
        imageMobile: img('Terrace steps, Fulham (portrait)'),
      },
      {
        title: 'Knightsbridge',
        subtitle: 'A townhouse of drawing rooms and a cocktail bar, moments from Hyde Park.',
        imageDesktop: img('Drawing room, Knightsbridge'),
      },
      {
        title: 'Kensington',
        subtitle: 'Two floors of work space, a conferencing suite and a café on the High Street.',
        imageDesktop: img('Library, Kensington'),
      },
      {
        title: 'The City',
        subtitle: 'Your office, meeting rooms and a rooftop bar, all under one roof.',
        ctaLink: '/book-a-tour?club=city',
        imageDesktop: img('Rooftop bar, the City'),
      },
    ],
  },
  {
    blockType: 'gallery',
    title: 'Inside the clubs',
    pattern: 'two-squares-portrait',
    groups: [
      {
        title: 'Fulham',
        description: 'Our original club on the river: a terrace for long summer lunches, a heated outdoor pool and a gym overlooking the Thames.',
        showSlider: true,
        gallery: [
          { mediaType: 'image', file: img('Riverside terrace, Fulham'), caption: 'The terrace at sunset' },
          { mediaType: 'image', file: img('Heated pool, Fulham'), caption: 'The heated pool' },
          { mediaType: 'image', file: img('Terrace steps, Fulham (portrait)'), altText: 'Stone steps leading down to the terrace', caption: 'Down to the river' },
          { mediaType: 'image', file: img('Gym, Fulham'), caption: 'The gym' },
          { mediaType: 'image', file: img('Brasserie, Fulham'), caption: 'Sunday lunch in the brasserie' },
          { mediaType: 'image', file: img('Cocktail bar, Fulham (portrait)'), caption: 'The bar' },
        ],
      },
      {
        title: 'Knightsbridge',
        description: 'A Georgian townhouse of drawing rooms, a cocktail bar and private dining, a short walk from Hyde Park.',
        showSlider: false,
        gallery: [
          { mediaType: 'image', file: img('Drawing room, Knightsbridge'), caption: 'The drawing room' },
          { mediaType: 'image', file: img('Private dining, Knightsbridge'), caption: 'Private dining for twenty' },
          { mediaType: 'image', file: img('Staircase, Knightsbridge (portrait)'), caption: 'The staircase' },
        ],
      },
      {
        title: 'Kensington',
        showSlider: true,
        gallery: [
          { mediaType: 'image', file: img('Library, Kensington'), caption: 'The library' },
          { mediaType: 'image', file: img('Conferencing suite, Kensington'), caption: 'The conferencing suite' },
          { mediaType: 'image', file: img('Garden, Kensington (portrait)'), caption: 'The garden' },
        ],
      },
      {
        title: 'The City',
        showSlider: true,
        gallery: [
          { mediaType: 'image', file: img('Rooftop bar, the City'), caption: 'The rooftop bar' },
          { mediaType: 'image', file: img('Meeting room, the City'), caption: 'Meeting rooms by the hour' },
          { mediaType: 'image', file: img('Members’ desks, the City (portrait)'), caption: 'Members’ desks' },
        ],
      },
    ],
  },
  {
    blockType: 'gallery',
    title: 'Summer at the clubs',
    pattern: 'four-squares',
    groups: [
      {
        title: `Summer ${lastSummer(now)}`,
        description: 'Garden parties, supper clubs and film nights from June to August.',
        showSlider: true,
        gallery: [
          { mediaType: 'image', file: img('Garden party, Kensington'), caption: 'Garden party' },
          { mediaType: 'image', file: img('Supper club, Fulham'), caption: 'Supper club' },
          { mediaType: 'image', file: img('Film night, Kensington'), caption: 'Film night' },
          { mediaType: 'image', file: img('Wine tasting, Knightsbridge'), caption: 'Wine tasting' },
          { mediaType: 'image', file: img('Rooftop DJ, the City'), caption: 'Rooftop Fridays' },
          { mediaType: 'image', file: img('Pool party, Fulham'), caption: 'Pool party' },
          { mediaType: 'video', file: video('Summer season film'), altText: 'Highlights of the summer season', caption: 'Watch the summer' },
        ],
      },
    ],
  },
  {
    blockType: 'gallery',
    pattern: 'full-bleed',
    groups: [
      {
        title: 'The river',
        showSlider: true,
        gallery: [
          { mediaType: 'image', file: img('Thames at dusk, Fulham'), caption: 'The Thames at dusk' },
          { mediaType: 'image', file: img('Riverside terrace, Fulham'), caption: 'The terrace' },
        ],
      },
    ],
  },
  {
    blockType: 'gallery',
    title: 'Private dining',
    pattern: 'portrait-two-squares',
    groups: [
      {
        title: 'Knightsbridge dining rooms',
        showSlider: false,
        gallery: [
          { mediaType: 'image', file: img('Staircase, Knightsbridge (portrait)'), caption: 'Arriving' },
          { mediaType: 'image', file: img('Private dining, Knightsbridge'), caption: 'The Blue Room' },
          { mediaType: 'image', file: img('Wine tasting, Knightsbridge'), caption: 'The cellar' },
        ],
      },
    ],
  },
  {
    blockType: 'textAndImage',
    title: 'Work where you live',
    body: richText(
      'Every club has quiet desks, fast Wi-Fi and meeting rooms you can book by the hour, so the walk to the office can be the walk to the terrace.',
      'Members of any club are welcome at all four.',
    ),
    image: img('Members’ desks, the City'),
    imageOnLeft: false,
    buttonText: 'See the offices',
    buttonLink: '/discover-offices',
    colour: 'white',
  },
  {
    blockType: 'textAndImage',
    title: 'The pool at Fulham',
    body: richText('Heated all year, with loungers on the terrace and swimming lessons for members’ children on Saturday mornings.'),
    image: img('Heated pool, Fulham'),
    videoFile: video('Heated pool film, Fulham'),
    imageOnLeft: true,
    colour: 'black',
  },
  {
    blockType: 'textAndImage',
    title: 'Private hire in Knightsbridge',
    body: richText(
      '## Dinners, launches and celebrations',
      'Our townhouse rooms seat twelve to a hundred. Our events team will plan the menu, the flowers and the music with you.',
    ),
    image: img('Private dining, Knightsbridge'),
    imageOnLeft: false,
    buttonText: 'Plan an event',
    buttonLink: '/knightsbridge/terrace-private-events',
    colour: 'pink',
  },
  {
    blockType: 'map',
    title: 'Find us in Fulham',
    address: `Clubhouse ${fulham.name}\n${fulham.address}`,
    mapQuery: `Clubhouse ${fulham.name}, ${fulham.address.replace(/\n/g, ', ')}`,
    linkText: 'Open in Google Maps',
    mapImage: img('Map of Fulham riverside'),
    colour: 'white',
  },
  {
    blockType: 'map',
    title: 'Find us in the City',
    address: `Clubhouse ${city.name}\n${city.address}`,
    linkText: 'Get directions',
    colour: 'black',
  },
]
