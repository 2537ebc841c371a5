/**
 * What the CMS stores to identify a HubSpot form (portal, form, data centre), checked. Here in lib,
 * not in src/integrations/marketing-form, because the model's fields check it when staff save, and
 * the model imports no integration; the embed itself is `integrations/marketing-form/hubspot.client.tsx`.
 */

/** HubSpot data centres the site's Content-Security-Policy allows (next.config.mjs): keep the two in step. */
export const HUBSPOT_REGIONS = ['eu1', 'na1'] as const
export type HubSpotRegion = (typeof HUBSPOT_REGIONS)[number]
export const isHubSpotRegion = (value: unknown): value is HubSpotRegion => HUBSPOT_REGIONS.includes(value as HubSpotRegion)

const PORTAL_ID = /^\d{3,12}$/
const FORM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isPortalId = (value: string): boolean => PORTAL_ID.test(value)
export const isFormId = (value: string): boolean => FORM_ID.test(value)

