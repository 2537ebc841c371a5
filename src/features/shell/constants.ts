/** Timings and sizes of the page shell (spec 000 sections 2 and 9). */
export const BANNER_ROTATE_MS = 3250
export const BANNER_FADE_MS = 250
export const DRAWER_CLOSE_MS = 300
export const HAMBURGER_OPEN_MS = 400
export const HAMBURGER_CLOSE_MS = 200
export const STICKY_BUTTON_AFTER_PX = 150
export const HEADER_HEIGHT_PX = { withoutBanner: 60, withBanner: 92 } as const
export const COOKIE_CONSENT_NAME = 'cookie_consent'
export const COOKIE_CONSENT_MAX_AGE_S = 2 * 365 * 24 * 60 * 60
/** Hidden from signed-in members (spec 000, drawer menu). */
export const MEMBERS_HIDDEN_ITEM_ID = 'cG9zdDoxNzUz'
/** Drawer entries that navigate instead of expanding their children. */
export const DIRECT_DRAWER_LABELS = ['Offices', 'Member Events'] as const
export const TOP_MENU = 'Top Menu'
export const FOOTER_MENU = 'Footer Menu'
