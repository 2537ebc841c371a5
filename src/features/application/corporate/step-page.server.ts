import 'server-only'

import { redirect } from 'next/navigation'

import { corporateResumeStep, resumePath } from '../progress'
import { heldApplication, sentApplication, sentPath } from '../session.server'
import { maskedEmail } from '../step-page.server'
import type { LeadRef } from '../application.server'
import type { Lead } from '@/payload-types'

import { CORPORATE_LOAD_FAILURE } from './load-failure'
import { CORPORATE_STEPS, type CorporateFacts, type CorporateStep } from './steps'

export type CorporateLoad = { lead: Lead; ref: LeadRef; facts: CorporateFacts; applicant: string } | { lead: null; message: string; reason: 'none' | 'failed' }

export const corporatePath = (step: CorporateStep) => CORPORATE_STEPS[step - 1]!.path

/**
 * What a corporate step needs: the company's application (by the visitor's cookie), or the spec's
 * lead load failure. An individual application goes to its own steps; a sent one to the
 * confirmation; a step whose earlier steps are not done to the first one that is not.
 */
export async function loadCorporateStep(step: CorporateStep): Promise<CorporateLoad> {
  let held: Awaited<ReturnType<typeof heldApplication>>
  try {
    held = await heldApplication()
  } catch (error) {
    console.error('A corporate step could not load its lead:', error)
    return { lead: null, message: CORPORATE_LOAD_FAILURE, reason: 'failed' }
  }
  if (!held) {
    // Sent from this browser, which then forgot it: Back and any step's address show the sent state.
    const sent = await sentApplication()
    if (sent) redirect(sentPath(sent))
    return { lead: null, message: CORPORATE_LOAD_FAILURE, reason: 'none' }
  }
  const { lead, ref } = held
  if (lead.clientType !== 'Corporate') redirect(resumePath(lead))
  const resume = corporateResumeStep(lead)
  if (resume === 6 ? step !== 6 : step > resume) redirect(corporatePath(resume))
  return {
    lead,
    ref,
    facts: { role: lead.profile?.role, aboutMember: lead.profile?.aboutMember, membersVisited: Boolean(lead.membersReviewedAt), mandateId: lead.payment?.mandateId },
    applicant: `${lead.companyName ?? 'your company'} (${maskedEmail(lead.emailAddress)})`,
  }
}
