import { COOKIE_CONSENT_MAX_AGE_S, COOKIE_CONSENT_NAME } from './constants'

/**
 * Runs in the page's <head> before the first paint: marks <html data-consent> "accepted" or
 * "needed", by the same rule as the banner (the cookie, or an acceptance within two years kept in
 * local storage). The banner is in the server HTML, so a first-time visitor sees it at once (it was
 * the late largest paint of some pages when it waited for hydration); CSS shows it only under
 * "needed", so a returning visitor never sees it flash, and a visitor without JavaScript, who
 * cannot press ACCEPT, does not get it at all. Its hash is in the Content-Security-Policy
 * (src/lib/http/csp.mjs): change one, change both (consent-script.test.ts checks).
 */
export const CONSENT_SCRIPT = `(function(){var a=/(?:^|;\\s*)${COOKIE_CONSENT_NAME}=accepted(?:;|$)/.test(document.cookie);try{var t=Number(localStorage.getItem('${COOKIE_CONSENT_NAME}'));a=a||(t>0&&Date.now()-t<${COOKIE_CONSENT_MAX_AGE_S * 1000})}catch(e){}document.documentElement.setAttribute('data-consent',a?'accepted':'needed')})()`
