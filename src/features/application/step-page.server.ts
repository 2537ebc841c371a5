import 'server-only'

import { redirect } from 'next/navigation'

import { greetingName } from '@/lib/validation/names'
import type { Lead } from '@/payload-types'

import { APPLICATION_FAILURES } from './application.server'
import { applicationResumePath, mayOpenStep, resumePath } from './progress'
import { currentApplication, sentApplication, sentPath } from './session.server'
import type { StepFacts, StepIndex } from './steps'

export type StepLoad = { lead: Lead; facts: StepFacts; welcome: string | null; applicant: string } | { lead: null; message: string }

/**
 * What a step page needs: the visitor's application (by their cookie), or the load failure's
 * banner. A finished application always shows the confirmation, and so does a browser that sent
 * one and forgot it; a step whose earlier steps are
 * not done sends the visitor to the first one that is not.
 */
export async function loadStep(step: StepIndex): Promise<StepLoad> {
  let lead: Lead | null
  try {
    lead = await currentApplication()
  } catch (error) {
    console.error('An application step could not load its lead:', error)
    return { lead: null, message: APPLICATION_FAILURES.load }
  }
  if (!lead) {
    // Sent from this browser, which then forgot it: Back and any step's address show the sent state.
    const sent = await sentApplication()
    if (sent) redirect(sentPath(sent))
    return { lead: null, message: APPLICATION_FAILURES.load }
  }
  if (lead.clientType === 'Corporate') redirect(applicationResumePath(lead))
  if (!mayOpenStep(step, lead)) redirect(resumePath(lead))
  const name = greetingName(lead.firstName)
  return {
    lead,
    facts: { addressLine1: lead.address?.addressLine1, gender: lead.profile?.gender, mandateId: lead.payment?.mandateId },
    welcome: name ? `Welcome back, ${name}` : null,
    applicant: maskedEmail(lead.emailAddress),
  }
}

/**
 * Whose application this browser holds, shown on every step: someone sent a stranger's continue
 * link sees at once that it is not theirs, before typing anything into it.
 */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}
