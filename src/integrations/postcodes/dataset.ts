import type { PostcodeAddress } from './postcode'

/**
 * The bundled addresses the local lookup answers from: streets around the four clubs (Fulham SW6,
 * Knightsbridge SW1X and SW3, Kensington W8, the City EC2 to EC4), with made-up house numbers, and
 * Ideal Postcodes' own test postcodes, which behave here as they do against the vendor:
 * ID1 1QD has addresses, ID1 KFA has none, ID1 CLIP and ID1 CHOP fail (the vendor's 402s).
 */
type Street = { postcode: string; street: string; numbers: (number | string)[]; line2?: string }

const STREETS: Street[] = [
  // Fulham
  { postcode: 'SW6 4LZ', street: "New King's Road", numbers: [512, 514, 516, 518, 520, 522] },
  { postcode: 'SW6 1HS', street: 'Fulham Road', numbers: ['Flat 1, 820', 'Flat 2, 820', 'Flat 3, 820', 822, 824] },
  { postcode: 'SW6 3JJ', street: 'Munster Road', numbers: [101, 103, 105, 107, 109, 111, 113] },
  { postcode: 'SW6 5PS', street: 'Parsons Green Lane', numbers: [2, 4, 6, 8] },
  // Knightsbridge
  { postcode: 'SW1X 0LG', street: 'Hans Crescent', numbers: ['Flat 4', 'Flat 5', 'Flat 6', 'Flat 7'], line2: '21 Hans Crescent' },
  { postcode: 'SW1X 7QA', street: 'Lowndes Square', numbers: [10, 11, 12, 14, 15] },
  { postcode: 'SW3 1ED', street: 'Brompton Road', numbers: [150, 152, 154, 156] },
  { postcode: 'SW3 2EP', street: 'Beauchamp Place', numbers: [3, 5, 7, 9, 11] },
  // Kensington
  { postcode: 'W8 4LD', street: 'Kensington Church Street', numbers: [30, 32, 34, 36, 38] },
  { postcode: 'W8 7QB', street: 'Phillimore Gardens', numbers: [1, 2, 3, 4, 5, 6] },
  { postcode: 'W8 5SA', street: 'Earls Court Road', numbers: ['Flat A, 60', 'Flat B, 60', 'Flat C, 60', 62] },
  // The City
  { postcode: 'EC2V 7HH', street: 'Gresham Street', numbers: [20, 25, 30] },
  { postcode: 'EC2V 6AA', street: 'Cheapside', numbers: [100, 101, 105, 107] },
  { postcode: 'EC3V 1LP', street: 'Leadenhall Street', numbers: [60, 61, 62, 63] },
  { postcode: 'EC4A 2AB', street: 'Fleet Street', numbers: [141, 143, 145, 147, 149] },
  // The vendor's test postcode
  { postcode: 'ID1 1QD', street: 'Barons Court Road', numbers: [2, 4, 6, 8, 10] },
]

export const FAILING_TEST_POSTCODES = new Set(['ID1 CLIP', 'ID1 CHOP'])

/** 12 -> "12 Fulham Road"; "Flat 1, 820" -> "Flat 1" / "820 Fulham Road"; "Flat 4" -> "Flat 4" / the building. */
function address(s: Street, n: number | string): PostcodeAddress {
  const base = { post_town: 'LONDON', county: 'London', postcode: s.postcode }
  if (typeof n === 'number') return { line_1: `${n} ${s.street}`, line_2: '', ...base }
  const [flat, number] = n.split(', ')
  return { line_1: flat!, line_2: number ? `${number} ${s.street}` : (s.line2 ?? ''), ...base }
}

export const ADDRESSES: ReadonlyMap<string, PostcodeAddress[]> = new Map(STREETS.map((s) => [s.postcode, s.numbers.map((n) => address(s, n))]))
