'use client'

import { useId, useState, type FormEvent } from 'react'

import { useHydrated } from '@/lib/forms/useHydrated'

export type DuesAction = 'waive' | 'extend' | 'notice'

type Props = {
  standing: string | null | undefined
  /** Pounds owed. */
  balance: number | null | undefined
  /** The last day of membership once notice is given ('YYYY-MM-DD'). */
  endsOn?: string | null
  /** The membership has ended (resigned). */
  ended?: boolean
  /** Runs the action; resolves to an error message, or undefined once done. */
  onAct: (action: DuesAction, body: { reason: string; until?: string }) => Promise<string | undefined>
}

const button = (style: string) => `btn btn--style-${style} btn--size-medium btn--withoutPopup btn--no-margin`
const pounds = (n: number | null | undefined) => `£${Number(n ?? 0).toFixed(2)}`

/**
 * The sales team's answers to a member in arrears (decision 061): waive the balance, or let them
 * book until a day while they settle; and notice to resign given for a member (decision 063). Each
 * asks why (kept on the record) before it is done.
 */
export function DuesActionsView({ standing, balance, endsOn, ended, onAct }: Props) {
  const [asking, setAsking] = useState<DuesAction>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const headingId = useId()
  const reasonId = useId()
  const untilId = useId()
  const arrears = standing === 'arrears'
  const noticeOpen = !ended && !endsOn
  if (!arrears && !noticeOpen && !endsOn) return null
  const QUESTIONS: Record<DuesAction, { label: string; question: string; yes: string }> = {
    waive: { label: 'Waive the balance', question: `Forgive ${pounds(balance)} and put the member back in good standing?`, yes: 'Yes, waive' },
    extend: { label: 'Extend bookings', question: 'Let the member book until the day you choose, while they settle?', yes: 'Yes, allow bookings' },
    notice: { label: 'Give notice', question: 'Give notice for the member? The membership ends after the notice period (never before the minimum term), and they are e-mailed the day.', yes: 'Yes, give notice' },
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!asking) return
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(undefined)
    const body = { reason: String(form.get('reason') ?? ''), ...(asking === 'extend' ? { until: String(form.get('until') ?? '') } : {}) }
    const failed = await onAct(asking, body).catch(() => 'The request could not be sent: try again.')
    setBusy(false)
    if (failed) setError(failed)
    else setAsking(undefined)
  }

  return (
    <section aria-labelledby={headingId} style={{ border: '1px solid var(--theme-elevation-150)', padding: 'var(--base, 20px)', marginBottom: 'var(--base, 20px)' }}>
      <h3 id={headingId} style={{ marginTop: 0 }}>
        {arrears ? `In arrears: ${pounds(balance)} owed` : endsOn ? `Notice given: membership ends on ${endsOn}` : 'Membership'}
      </h3>
      {arrears && endsOn ? <p>Notice given: membership ends on {endsOn}.</p> : null}
      {asking ? (
        <form onSubmit={(e) => void submit(e)} aria-label={QUESTIONS[asking].label}>
          <p>{QUESTIONS[asking].question}</p>
          {asking === 'extend' ? (
            <p>
              <label htmlFor={untilId}>Allow bookings until</label>
              <br />
              <input id={untilId} name="until" type="date" required />
            </p>
          ) : null}
          <p>
            <label htmlFor={reasonId}>Why (kept on the record)</label>
            <br />
            <textarea id={reasonId} name="reason" required maxLength={500} rows={3} style={{ width: '100%' }} />
          </p>
          <div style={{ display: 'flex', gap: 'calc(var(--base, 20px) / 2)', flexWrap: 'wrap' }}>
            <button type="submit" className={button('primary')} disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Working…' : QUESTIONS[asking].yes}
            </button>
            <button type="button" className={button('secondary')} disabled={busy} onClick={() => setAsking(undefined)}>
              Keep as it is
            </button>
          </div>
        </form>
      ) : (
        <div style={{ display: 'flex', gap: 'calc(var(--base, 20px) / 2)', flexWrap: 'wrap' }}>
          {arrears ? (
            <>
              <button type="button" className={button('primary')} disabled={!hydrated} onClick={() => setAsking('waive')}>
                Waive {pounds(balance)}
              </button>
              <button type="button" className={button('secondary')} disabled={!hydrated} onClick={() => setAsking('extend')}>
                Allow bookings until…
              </button>
            </>
          ) : null}
          {noticeOpen ? (
            <button type="button" className={button('secondary')} disabled={!hydrated} onClick={() => setAsking('notice')}>
              Give notice for the member…
            </button>
          ) : null}
        </div>
      )}
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
    </section>
  )
}
