'use client'

import { useId, useState } from 'react'

import type { ReviewDecision as Decision } from '@/model/application'
import { useHydrated } from '@/lib/forms/useHydrated'

type Props = {
  /** The application's membershipStatus: Applied or Waitlisted (otherwise nothing is shown). */
  status: string | null | undefined
  /** Sends the decision; resolves to an error message, or undefined once it is recorded. */
  onDecide: (decision: Decision, reason: string) => Promise<string | undefined>
  /** A company's application: the decision covers its members, and its primary contact is e-mailed. */
  corporate?: boolean
}

const button = (style: string) => `btn btn--style-${style} btn--size-medium btn--withoutPopup btn--no-margin`
const CHOICES: { decision: Decision; label: string; style: string }[] = [
  { decision: 'Approved', label: 'Approve', style: 'primary' },
  { decision: 'Waitlisted', label: 'Waitlist', style: 'secondary' },
  { decision: 'Declined', label: 'Decline', style: 'secondary' },
]

/**
 * The membership committee's decision on a lead's edit screen: approve, waitlist or decline, with a
 * reason (required to decline or waitlist, since the applicant is told it). The applicant is e-mailed.
 */
export function ReviewPanelView({ status, onDecide, corporate = false }: Props) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Until the panel runs in the browser its buttons would do nothing: they say so by being disabled.
  const hydrated = useHydrated()
  const reasonId = useId()
  const errorId = useId()
  if (status !== 'Applied' && status !== 'Waitlisted') return null
  const choices = CHOICES.filter((c) => status === 'Applied' || c.decision !== 'Waitlisted')

  const decide = async (decision: Decision) => {
    if (decision !== 'Approved' && !reason.trim()) {
      setError(`Give a reason to ${decision === 'Declined' ? 'decline' : 'waitlist'}: the applicant is told it.`)
      return
    }
    setBusy(true)
    setError(undefined)
    const failed = await onDecide(decision, reason).catch(() => 'The decision could not be sent: try again.')
    setBusy(false)
    if (failed) setError(failed)
  }

  return (
    <section aria-labelledby={`${reasonId}-heading`} style={{ border: '1px solid var(--theme-elevation-150)', padding: 'var(--base, 20px)', marginBottom: 'var(--base, 20px)' }}>
      <h3 id={`${reasonId}-heading`} style={{ marginTop: 0 }}>
        Committee decision
      </h3>
      <p>
        {status === 'Waitlisted'
          ? 'This application is on the waiting list. Approve or decline it when a place is decided.'
          : corporate
            ? 'Approve, waitlist or decline this company’s application: the decision covers the company and all its members. The primary contact is e-mailed (Settings > Application e-mails holds the wording) and the decision is added to the audit trail.'
            : 'Approve, waitlist or decline this application. The applicant is e-mailed (Settings > Application e-mails holds the wording) and the decision is added to the audit trail.'}
      </p>
      <label htmlFor={reasonId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        Reason (sent to the {corporate ? 'primary contact' : 'applicant'}; required to decline or waitlist)
      </label>
      <textarea
        id={reasonId}
        name="committeeReason"
        value={reason}
        maxLength={2000}
        rows={4}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        style={{ width: '100%', marginBottom: 'calc(var(--base, 20px) / 2)' }}
      />
      {error ? (
        <p id={errorId} role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 'calc(var(--base, 20px) / 2)', flexWrap: 'wrap' }}>
        {choices.map((c) => (
          <button key={c.decision} type="button" className={button(c.style)} disabled={busy || !hydrated} onClick={() => void decide(c.decision)}>
            <span className="btn__content">
              <span className="btn__label">{c.label}</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  )
}
