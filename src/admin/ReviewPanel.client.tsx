'use client'

import type { ReviewDecision as Decision } from '@/model/application'
import type { CorporateCount } from '@/model/corporate-count'

import { ReviewPanelView } from './ReviewPanelView'

type Props = { id: number; status: string | null | undefined; corporate: boolean; count?: CorporateCount }

/** Connects the committee's panel to the decision, a staff action (docs/decisions/039), for the lead on screen. */
export function ReviewPanel({ id, status, corporate, count }: Props) {
  const onDecide = async (decision: Decision, reason: string, confirmCount?: number): Promise<string | undefined> => {
    const res = await fetch(`/api/leads/${id}/decision`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision, reason, ...(confirmCount !== undefined ? { confirmCount } : {}) }),
    })
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[] }
      return body.errors?.[0]?.message ?? `The decision was not recorded (${res.status}).`
    }
    // The edit form holds the lead as it was loaded: show the decision, the e-mail and the audit line.
    window.location.reload()
    return undefined
  }

  return <ReviewPanelView status={status} onDecide={onDecide} corporate={corporate} count={count} />
}
