import { postalAddress } from '@/lib/seo/postal-address'

import type { ClubSummary, ShellData } from './types'

export { postalAddress }

const isClub = (c: ClubSummary | number | string): c is ClubSummary => typeof c === 'object' && c !== null

/**
 * schema.org data for the company and each club (issue 17): name, address, phone and where it is,
 * so search engines can show the clubs as places. Read from the shell (the footer's locations).
 */
export function organisationJsonLd(shell: ShellData, serverUrl: string) {
  const { productName, phoneNumber } = shell.settings
  const clubs = (shell.footer.locations ?? []).filter(isClub)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: productName,
    url: `${serverUrl}/`,
    ...(phoneNumber ? { telephone: phoneNumber } : {}),
    sameAs: (shell.footer.socialLinks ?? []).map((l) => l.url).filter((u) => /^https?:\/\//.test(u)),
    subOrganization: clubs.map((club) => ({
      '@type': 'LocalBusiness',
      name: `${productName} ${club.name}`,
      address: postalAddress(club.address),
      ...(club.phone ? { telephone: club.phone } : {}),
      ...(typeof club.latitude === 'number' && typeof club.longitude === 'number'
        ? { geo: { '@type': 'GeoCoordinates', latitude: club.latitude, longitude: club.longitude } }
        : {}),
      ...(club.addressLink ? { hasMap: club.addressLink } : {}),
    })),
  }
}
