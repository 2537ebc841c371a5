import 'server-only'

import { cookies } from 'next/headers'

import { getEnv } from '@/lib/env'
import { CONTINUE_LINK_DAYS } from '@/model/application'
import { getPayloadClient } from '@/model/payload-client'
import type { Lead } from '@/payload-types'

import type { LeadRef } from './application.server'
import { leadByContinueToken } from './continue-link.server'

/**
 * The website keeps the applicant's continue capability in an HttpOnly cookie (decision 021), so
 * the step pages and their forms work without JavaScript and no script can read it.
 */
export const APPLICATION_COOKIE = 'ch_application'

export async function rememberApplication(token: string): Promise<void> {
  ;(await cookies()).set(APPLICATION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().secureCookies,
    path: '/',
    maxAge: CONTINUE_LINK_DAYS * 24 * 60 * 60,
  })
}

export async function forgetApplication(): Promise<void> {
  ;(await cookies()).delete(APPLICATION_COOKIE)
}

/** The lead the visitor's cookie opens, or null (no cookie, an old or replaced link). */
export async function currentApplication(): Promise<Lead | null> {
  return (await heldApplication())?.lead ?? null
}

/** The same, with the reference the application's writes take (the lead and the capability that opened it). */
export async function heldApplication(): Promise<{ lead: Lead; ref: LeadRef } | null> {
  const token = (await cookies()).get(APPLICATION_COOKIE)?.value
  if (!token) return null
  const lead = await leadByContinueToken(await getPayloadClient(), token)
  return lead ? { lead, ref: { id: lead.id, token } } : null
}
