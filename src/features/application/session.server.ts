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

/**
 * What this browser sent, once it has forgotten the application: `individual` or `corporate`, and
 * nothing else (no capability, no personal data). Back and every step's address then show the
 * sent state instead of the load failure (decision 052).
 */
export const SENT_COOKIE = 'ch_application_sent'
export type SentKind = 'individual' | 'corporate'

export async function rememberApplication(token: string): Promise<void> {
  const jar = await cookies()
  // A new application in this browser: what it sent before no longer stands in for it.
  jar.delete(SENT_COOKIE)
  jar.set(APPLICATION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().secureCookies,
    path: '/',
    maxAge: CONTINUE_LINK_DAYS * 24 * 60 * 60,
  })
}

/** Sending: the application is forgotten (decision 021), and only the fact that one was sent is kept. */
export async function forgetSentApplication(kind: SentKind): Promise<void> {
  const jar = await cookies()
  jar.delete(APPLICATION_COOKIE)
  jar.set(SENT_COOKIE, kind, { httpOnly: true, sameSite: 'lax', secure: getEnv().secureCookies, path: '/', maxAge: CONTINUE_LINK_DAYS * 24 * 60 * 60 })
}

/** What this browser sent last, when it holds no application. */
export async function sentApplication(): Promise<SentKind | null> {
  const value = (await cookies()).get(SENT_COOKIE)?.value
  return value === 'individual' || value === 'corporate' ? value : null
}

/** Where the sent state of what this browser sent is shown. */
export const sentPath = (kind: SentKind): string => (kind === 'corporate' ? '/corporate/confirmation' : '/application/complete')

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
