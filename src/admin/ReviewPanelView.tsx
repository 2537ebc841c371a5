'use client'

import { useId, useState } from 'react'

import type { ReviewDecision as Decision } from '@/model/application'
import { corporateCountWarning, type CorporateCount } from '@/model/corporate-count'
import { useHydrated } from '@/lib/forms/useHydrated'

type Props = {
  /** The application's membershipStatus: Applied or Waitlisted (otherwise nothing is shown). */
  status: string | null | undefined
  /** Sends the decision (with the count confirmed, when one had to be); resolves to an error message, or undefined once it is recorded. */
  onDecide: (decision: Decision, reason: string, confirmCount?: number) => Promise<string | undefined>
  /** A company's application: the decision covers its members, and its primary contact is e-mailed. */
  corporate?: boolean
  /** A company's people against the memberships it asked for: when they differ, approving needs the count confirmed. */
  count?: CorporateCount
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
export function ReviewPanelView({ status, onDecide, corporate = false, count }: Props) {
  const [reason, setReason] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Until the panel runs in the browser its buttons would do nothing: they say so by being disabled.
  const hydrated = useHydrated()
  const reasonId = useId()
  const errorId = useId()
  const confirmId = useId()
  const mustConfirm = Boolean(corporate && count?.differs)
  if (status !== 'Applied' && status !== 'Waitlisted') return null
  const choices = CHOICES.filter((c) => status === 'Applied' || c.decision !== 'Waitlisted')

  const decide = async (decision: Decision) => {
    if (decision !== 'Approved' && !reason.trim()) {
      setError(`Give a reason to ${decision === 'Declined' ? 'decline' : 'waitlist'}: the applicant is told it.`)
      return
    }
    if (decision === 'Approved' && mustConfirm && !confirmed) {
      setError(`Confirm the count first: approving makes ${count?.people} member accounts.`)
      return
    }
    setBusy(true)
    setError(undefined)
    const confirmCount = decision === 'Approved' && mustConfirm ? count?.people : undefined
    const sent = confirmCount === undefined ? onDecide(decision, reason) : onDecide(decision, reason, confirmCount)
    const failed = await sent.catch(() => 'The decision could not be sent: try again.')
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
      {mustConfirm && count ? (
        <div role="group" aria-label="The count to confirm" style={{ padding: '8px 12px', borderLeft: '4px solid var(--theme-warning-500, #b45309)', background: 'var(--theme-warning-100, #fef3c7)', marginBottom: 'calc(var(--base, 20px) / 2)' }}>
          <p style={{ marginTop: 0 }}>
            <strong>Count differs. </strong>
            {corporateCountWarning(count)}
          </p>
          <label htmlFor={confirmId} style={{ display: 'flex', gap: 8, alignItems: 'center', fontWeight: 600 }}>
            <input id={confirmId} type="checkbox" name="confirmCount" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            {`Approve ${count.people} member accounts (${count.asked ?? 0} asked)`}
          </label>
        </div>
      ) : null}
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
