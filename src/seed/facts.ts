/**
 * The facts the seeded copy repeats: who answers which phone and e-mail, and how ranges and
 * numbers are written. Pages, blocks and listings read them from here, so a fact changed once
 * reads the same everywhere (contradictions.test.ts fails on a copy that disagrees).
 */

const DOMAIN = 'clubhouse.london'

/** The team phone lines; each club's own line is in content.ts (`clubs`). */
export const PHONES = {
  /** The switchboard: enquiries and the membership team. */
  main: '020 7123 4567',
  // Office sales sit at the City club and answer its line (the offices' listings have always given it).
  officeSales: '020 7123 4508',
  events: '020 7123 4591',
  /** The events team's mobile, for WhatsApp messages about urgent enquiries. */
  eventsWhatsapp: '+44 7700 900123',
} as const

export const EMAILS = {
  hello: `hello@${DOMAIN}`,
  membership: `membership@${DOMAIN}`,
  members: `members@${DOMAIN}`,
  events: `events@${DOMAIN}`,
  offices: `offices@${DOMAIN}`,
  community: `community@${DOMAIN}`,
  meetings: `meetings@${DOMAIN}`,
} as const

/** A club's own inbox: fulham@clubhouse.london. */
export const clubEmail = (club: string) => `${club.toLowerCase()}@${DOMAIN}`

/** The people copy names, with their one number and address. */
export const CONTACTS = {
  newMembers: { title: 'New members', contactPerson: 'Olivia Hart', phoneNumber: PHONES.main, email: EMAILS.membership },
  membersServices: { title: 'Existing members', contactPerson: 'Members’ services', email: EMAILS.members },
  officeSales: { title: 'Office sales', contactPerson: 'Sophie Turner', phoneNumber: PHONES.officeSales, email: EMAILS.offices },
  officeCommunity: { title: 'Office community', contactPerson: 'Marcus Reid', email: EMAILS.community },
  privateHire: { title: 'Private hire', contactPerson: 'James Okafor', phoneNumber: PHONES.events, email: EMAILS.events },
} as const

/** A tel: link for a number as written ("020 7123 4567" → "tel:02071234567"). */
export const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

/** How many people a corporate membership covers. */
export const CORPORATE_TEAM = { min: 3, max: 10 } as const

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/** A count as copy writes it: in words below a hundred ("forty"), in figures from there ("120"). */
export function count(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return String(n)
  if (n < 20) return SMALL[n]!
  const unit = n % 10
  return unit ? `${TENS[Math.floor(n / 10)]}-${SMALL[unit]}` : TENS[n / 10]!
}

/** A range as copy writes it: "one to forty", "two to 120". */
export const range = ({ min, max }: { min: number; max: number }) => `${count(min)} to ${count(max)}`

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The smallest and largest of some numbers. */
export const span = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) })

/** Pounds as copy writes them: £1,400. */
export const pounds = (n: number) => `£${n.toLocaleString('en-GB')}`

/**
 * Which clubs have the facilities copy promises (the clubs' own pages and places are the truth:
 * page-blocks.ts): the pool and the gym are at Fulham, the screening room at Knightsbridge, and no
 * club has a spa. contradictions.test.ts fails on copy that puts one anywhere else.
 */
export const FACILITIES: Record<'pool' | 'gym' | 'spa' | 'screening room', readonly ('Fulham' | 'Knightsbridge' | 'Kensington' | 'City')[]> = {
  pool: ['Fulham'],
  gym: ['Fulham'],
  spa: [],
  'screening room': ['Knightsbridge'],
}
