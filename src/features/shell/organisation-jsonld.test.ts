import { describe, expect, it } from 'vitest'

import { organisationJsonLd, postalAddress } from './organisation-jsonld'
import type { ShellData } from './types'

describe('postalAddress', () => {
  it('reads the street lines, the town and the postcode', () => {
    expect(postalAddress('2 Imperial Wharf Road\nLondon SW6 2AA')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '2 Imperial Wharf Road',
      addressLocality: 'London',
      postalCode: 'SW6 2AA',
      addressCountry: 'GB',
    })
    expect(postalAddress('Unit 4\n1 Threadneedle Walk\nLondon, ec2r 8ay')).toMatchObject({ streetAddress: 'Unit 4, 1 Threadneedle Walk', addressLocality: 'London', postalCode: 'EC2R 8AY' })
    expect(postalAddress('The Boathouse')).toEqual({ '@type': 'PostalAddress', streetAddress: 'The Boathouse', addressLocality: 'The Boathouse', addressCountry: 'GB' })
  })
})

describe('organisationJsonLd', () => {
  const shell = {
    settings: { productName: 'Clubhouse', phoneNumber: '020 7123 4567' },
    footer: {
      socialLinks: [{ platform: 'Instagram', url: 'https://instagram.com/clubhouse' }, { platform: 'x', url: 'javascript:alert(1)' }],
      locations: [
        { id: 1, name: 'Fulham', address: '2 Imperial Wharf Road\nLondon SW6 2AA', phone: '020 7123 4505', latitude: 51.4749, longitude: -0.183, addressLink: 'https://maps.example/f' },
        { id: 2, name: 'City', address: '1 Threadneedle Walk\nLondon EC2R 8AY', phone: null },
        3,
      ],
    },
  } as unknown as ShellData

  it('names the company and each club with its address, phone and place', () => {
    const ld = organisationJsonLd(shell, 'https://club.example')
    expect(ld).toMatchObject({ '@type': 'Organization', name: 'Clubhouse', url: 'https://club.example/', telephone: '020 7123 4567', sameAs: ['https://instagram.com/clubhouse'] })
    expect(ld.subOrganization).toHaveLength(2)
    expect(ld.subOrganization[0]).toEqual({
      '@type': 'LocalBusiness',
      name: 'Clubhouse Fulham',
      address: { '@type': 'PostalAddress', streetAddress: '2 Imperial Wharf Road', addressLocality: 'London', postalCode: 'SW6 2AA', addressCountry: 'GB' },
      telephone: '020 7123 4505',
      geo: { '@type': 'GeoCoordinates', latitude: 51.4749, longitude: -0.183 },
      hasMap: 'https://maps.example/f',
    })
    expect(ld.subOrganization[1]).not.toHaveProperty('geo')
    expect(ld.subOrganization[1]).not.toHaveProperty('telephone')
  })
})
