'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import type { ReviewDecision as Decision } from '@/model/application'

import { ReviewPanelView } from './ReviewPanelView'

/** Connects the committee's panel to the lead on screen and to the decision, a staff action (docs/decisions/039). */
export function ReviewPanel() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.membershipStatus?.value as string | undefined)
  const corporate = useFormFields(([fields]) => fields.clientType?.value === 'Corporate')

  const onDecide = async (decision: Decision, reason: string): Promise<string | undefined> => {
    const res = await fetch(`/api/leads/${id}/decision`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision, reason }),
    })
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[] }
      return body.errors?.[0]?.message ?? `The decision was not recorded (${res.status}).`
    }
    // The edit form holds the lead as it was loaded: show the decision, the e-mail and the audit line.
    window.location.reload()
    return undefined
  }

  return <ReviewPanelView status={status} onDecide={onDecide} corporate={corporate} />
}
