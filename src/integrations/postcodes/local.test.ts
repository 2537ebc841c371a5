import { describe, expect, it } from 'vitest'

import { createLocalPort } from './local'
import { normalisePostcode, PostcodeLookupError } from './port'

const lookup = createLocalPort()

describe('postcodes', () => {
  it('normalises what a visitor types, and refuses what cannot be a postcode', () => {
    expect(normalisePostcode(' sw6 4lz ')).toBe('SW6 4LZ')
    expect(normalisePostcode('ec2v7hh')).toBe('EC2V 7HH')
    expect(normalisePostcode('W8  4LD')).toBe('W8 4LD')
    expect(normalisePostcode('id11qd')).toBe('ID1 1QD')
    for (const bad of ['', 'SW6', '12345', 'SW6 4L', "' or 1=1", 'SW6 4LZZ']) expect(normalisePostcode(bad)).toBeNull()
  })

  it('finds the addresses at a postcode near the clubs, in the spec\'s shape', async () => {
    const found = await lookup.find('sw6 4lz')
    expect(found.length).toBeGreaterThan(3)
    expect(found[0]).toEqual({ line_1: "512 New King's Road", line_2: '', post_town: 'LONDON', county: 'London', postcode: 'SW6 4LZ' })
    expect(await lookup.find('SW1X 0LG')).toContainEqual({ line_1: 'Flat 4', line_2: '21 Hans Crescent', post_town: 'LONDON', county: 'London', postcode: 'SW1X 0LG' })
    expect(await lookup.find('SW6 1HS')).toContainEqual(expect.objectContaining({ line_1: 'Flat 2', line_2: '820 Fulham Road' }))
  })

  it("answers the vendor's test postcodes as the vendor does", async () => {
    expect((await lookup.find('ID1 1QD'))[0]).toMatchObject({ line_1: '2 Barons Court Road', postcode: 'ID1 1QD' })
    expect(await lookup.find('ID1 KFA')).toEqual([])
    await expect(lookup.find('ID1 CLIP')).rejects.toBeInstanceOf(PostcodeLookupError)
  })

  it('finds nothing at an unknown or impossible postcode', async () => {
    expect(await lookup.find('N1 9GU')).toEqual([])
    expect(await lookup.find('not a postcode')).toEqual([])
  })
})
