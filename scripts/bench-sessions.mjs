/**
 * The sessions the page bench needs before Lighthouse can see a page (scripts/page-journeys.mjs):
 * made once in a playwright-core Chromium, then handed to Lighthouse as a Cookie header.
 */
import { chromium } from 'playwright-core'

import { applicationAtSummary, approvedMember, cookieHeader, corporateAtSummary, memberCookies, sendApplication, sendCorporate, staffFetch } from './page-journeys.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Makes the sessions `needed` names; returns `headersFor(session)`, the headers a request of that
 * session carries (a member's sign-in is fresh each time: its access token lasts 15 minutes).
 * @param {string} baseURL
 * @param {{ email: string, password: string }} admin
 * @param {Set<string>} needed
 */
export async function benchSessions(baseURL, admin, needed) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] })
  const cookies = new Map()
  let member
  try {
    const made = async (journey) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      page.setDefaultTimeout(60_000)
      try {
        const result = await journey(page)
        return { result, cookie: await cookieHeader(context) }
      } finally {
        await context.close()
      }
    }
    const journeys = {
      application: (page) => applicationAtSummary(page),
      applied: async (page) => {
        await applicationAtSummary(page)
        await sendApplication(page)
      },
      corporate: (page) => corporateAtSummary(page),
      corporateApplied: async (page) => {
        await corporateAtSummary(page)
        await sendCorporate(page)
      },
      member: (page) => approvedMember(page, staffFetch(baseURL, admin)),
    }
    for (const session of needed) {
      console.log(`  making a session: ${session}...`)
      const { result, cookie } = await made(journeys[session])
      if (session === 'member') member = result
      else cookies.set(session, cookie)
    }
  } finally {
    await browser.close()
  }
  return {
    async headersFor(session) {
      if (!session) return undefined
      return { Cookie: session === 'member' ? await memberCookies(baseURL, member) : cookies.get(session) }
    },
  }
}
