/** HubSpot data centres the site's Content-Security-Policy allows (next.config.mjs): keep the two in step. */
export const HUBSPOT_REGIONS = ['eu1', 'na1'] as const
export type HubSpotRegion = (typeof HUBSPOT_REGIONS)[number]
export const isHubSpotRegion = (value: unknown): value is HubSpotRegion => HUBSPOT_REGIONS.includes(value as HubSpotRegion)

const PORTAL_ID = /^\d{3,12}$/
const FORM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isPortalId = (value: string): boolean => PORTAL_ID.test(value)
export const isFormId = (value: string): boolean => FORM_ID.test(value)

/** HubSpot's form embed script for a data centre (spec 000: region eu1). */
export const hubspotScriptUrl = (region: string): string => `https://js-${region}.hsforms.net/forms/embed/v2.js`
