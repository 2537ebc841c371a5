/**
 * The marketing form port: a form drawn by the club's marketing service (HubSpot), shown only where
 * staff configured one. What the CMS stores (portal, form, region) is checked here; the embed itself
 * is `hubspot.client.tsx`. There is no local implementation: without a configured form, the site
 * shows its own contact details instead (spec 000).
 */

/** HubSpot data centres the site's Content-Security-Policy allows (next.config.mjs): keep the two in step. */
export const HUBSPOT_REGIONS = ['eu1', 'na1'] as const
export type HubSpotRegion = (typeof HUBSPOT_REGIONS)[number]
export const isHubSpotRegion = (value: unknown): value is HubSpotRegion => HUBSPOT_REGIONS.includes(value as HubSpotRegion)

const PORTAL_ID = /^\d{3,12}$/
const FORM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isPortalId = (value: string): boolean => PORTAL_ID.test(value)
export const isFormId = (value: string): boolean => FORM_ID.test(value)

