import type { Payload } from 'payload'

import type { MembershipType } from '@/payload-types'

import { CORPORATE_TEAM, range } from './facts'
import { officeDesks } from './offices'
import { img, resolveImages, type SeedBlock, type SeedMediaKind } from './styleguide/types'

type SeedMembershipType = Pick<MembershipType, 'title' | 'formTitle'> & Partial<Pick<MembershipType, 'joiningFee' | 'termMonths'>> & {
  prices: { minimumAge: number; monthlyFee: number }[]
  hero: SeedBlock[]
  sections: SeedBlock[]
}

const gallery = (title: string, groups: { title: string; description: string; pictures: [string, string][] }[]): SeedBlock => ({
  blockType: 'gallery',
  title,
  pattern: 'two-squares-portrait',
  groups: groups.map((g) => ({
    title: g.title,
    description: g.description,
    showSlider: true,
    gallery: g.pictures.map(([label, caption]) => ({ mediaType: 'image', file: img(label), caption })),
  })),
})

/**
 * Club, Social and Corporate: prices (the /book-a-tour fee line reads the age-18 one) and what
 * /book-a-tour?membership=… shows around the enquiry form.
 */
export const membershipTypes: SeedMembershipType[] = [
  {
    title: 'Club',
    formTitle: 'Book a tour',
    // As the membership pages say: joining fee £500, twelve-month minimum term (the default).
    joiningFee: 500,
    prices: [
      { minimumAge: 18, monthlyFee: 150 },
      { minimumAge: 30, monthlyFee: 225 },
    ],
    hero: [
      {
        blockType: 'hero',
        title: 'Club membership',
        subTitle: 'Four London clubs, one membership: come and see Fulham, Knightsbridge, Kensington and the City for yourself.',
        buttonRequired: false,
        desktopImage: img('Club membership tour'),
      },
    ],
    sections: [
      gallery('Inside the clubs', [
        {
          title: 'Eat and drink',
          description: 'Restaurants, bars and terraces from breakfast until late, in all four clubs.',
          pictures: [
            ['Brasserie, Fulham', 'Sunday lunch in the brasserie'],
            ['Cocktail bar, Fulham (portrait)', 'The bar'],
            ['Rooftop bar, the City', 'The rooftop bar'],
          ],
        },
        {
          title: 'Unwind',
          description: 'A heated pool, a gym and a library for quiet afternoons.',
          pictures: [
            ['Heated pool, Fulham', 'The heated pool'],
            ['Library, Kensington', 'The library'],
            ['Garden, Kensington (portrait)', 'The garden'],
          ],
        },
      ]),
      {
        blockType: 'splitSection',
        title: 'What happens next',
        bodyText: 'Our membership team will be in touch within 24 hours to arrange a tour of the club you chose, at a time that suits you.',
        // Information, not a band: the right half carries the call to action.
        colour: 'white',
        titleRight: 'Already a member?',
        bodyTextRight: 'Bring a friend on your next visit: members may bring up to three guests to any club.',
        buttonTextRight: 'Explore the clubs',
        buttonLinkRight: '/the-club',
        colourRight: 'black',
      },
    ],
  },
  {
    title: 'Social',
    formTitle: 'Book a tour',
    prices: [
      { minimumAge: 18, monthlyFee: 95 },
      { minimumAge: 30, monthlyFee: 125 },
    ],
    hero: [
      {
        blockType: 'hero',
        title: 'Social membership',
        subTitle: 'Evenings and weekends at all four clubs. Come and see them for yourself.',
        buttonRequired: false,
        desktopImage: img('Social membership tour'),
      },
    ],
    sections: [
      gallery('Evenings at the clubs', [
        {
          title: 'After work',
          description: 'Supper clubs, film nights and garden parties all year round.',
          pictures: [
            ['Supper club, Fulham', 'Supper club'],
            ['Film night, Kensington', 'Film night'],
            ['Staircase, Knightsbridge (portrait)', 'The staircase'],
          ],
        },
      ]),
      {
        blockType: 'splitSection',
        title: 'Know a member?',
        bodyText: 'Tell us who introduced you when you book: it is optional, and it helps us welcome you.',
        colour: 'white',
        titleRight: 'Member events',
        bodyTextRight: 'See what is on at the clubs this month.',
        buttonTextRight: 'See events',
        buttonLinkRight: '/member-events',
        colourRight: 'black',
      },
    ],
  },
  {
    title: 'Corporate',
    formTitle: 'Book a tour for your team',
    // Per member, as the corporate offer says.
    joiningFee: 250,
    prices: [{ minimumAge: 18, monthlyFee: 125 }],
    hero: [
      {
        blockType: 'hero',
        title: 'Corporate membership',
        subTitle: `Memberships for teams of ${range(CORPORATE_TEAM)}, with one account and one invoice.`,
        buttonRequired: false,
        desktopImage: img('Corporate membership tour'),
      },
    ],
    sections: [
      gallery('Work at the clubs', [
        {
          title: 'Desks, rooms and offices',
          description: 'Quiet desks, meeting rooms by the hour and private offices for growing teams.',
          pictures: [
            ['Meeting room, the City', 'Meeting rooms by the hour'],
            ['Drawing room, Knightsbridge', 'The drawing room'],
            ['Members’ desks, the City (portrait)', 'Members’ desks'],
          ],
        },
      ]),
      {
        blockType: 'splitSection',
        title: 'One account',
        bodyText: `Choose ${range(CORPORATE_TEAM)} memberships, add your team and manage them all from one company account.`,
        buttonText: 'How it works',
        buttonLink: '/corporate',
        colour: 'black',
        titleRight: 'Offices too',
        bodyTextRight: `Private offices for ${range(officeDesks())}, with a membership for every desk.`,
        buttonTextRight: 'Discover offices',
        buttonLinkRight: '/discover-offices',
        colourRight: 'pink',
      },
    ],
  },
]

/** What a membership costs a month at its lowest (the age-18 price), for copy's "from £150 per month". */
export function membershipFrom(title: SeedMembershipType['title']): number {
  const type = membershipTypes.find((t) => t.title === title)
  if (!type) throw new Error(`No membership type ${title}`)
  return Math.min(...type.prices.map((p) => p.monthlyFee))
}

type Resolve = (label: string, kind: SeedMediaKind) => Promise<number | string>

/** Creates the membership types that are missing, by title; staff's edits to existing ones are kept. */
export async function seedMembershipTypes(payload: Payload, image: Resolve): Promise<number> {
  const base = { overrideAccess: true, context: { seeding: true } } as const
  let created = 0
  for (const type of membershipTypes) {
    const found = await payload.find({ ...base, collection: 'membership-types', where: { title: { equals: type.title } }, limit: 1 })
    if (found.totalDocs > 0) continue
    await payload.create({ ...base, collection: 'membership-types', data: (await resolveImages(type, image)) as never })
    created++
  }
  return created
}
