'use client'

import { useId, useState, type FormEvent } from 'react'

import { useHydrated } from '@/lib/forms/useHydrated'

export type DuesAction = 'waive' | 'extend'

type Props = {
  standing: string | null | undefined
  /** Pounds owed. */
  balance: number | null | undefined
  /** Runs the action; resolves to an error message, or undefined once done. */
  onAct: (action: DuesAction, body: { reason: string; until?: string }) => Promise<string | undefined>
}

const button = (style: string) => `btn btn--style-${style} btn--size-medium btn--withoutPopup btn--no-margin`
const pounds = (n: number | null | undefined) => `£${Number(n ?? 0).toFixed(2)}`

/**
 * The sales team's answers to a member in arrears (decision 061): waive the balance, or let them
 * book until a day while they settle. Each asks why (kept on the record) before it is done.
 */
export function DuesActionsView({ standing, balance, onAct }: Props) {
  const [asking, setAsking] = useState<DuesAction>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const headingId = useId()
  const reasonId = useId()
  const untilId = useId()
  if (standing !== 'arrears') return null

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
        In arrears: {pounds(balance)} owed
      </h3>
      {asking ? (
        <form onSubmit={(e) => void submit(e)} aria-label={asking === 'waive' ? 'Waive the balance' : 'Extend bookings'}>
          <p>{asking === 'waive' ? `Forgive ${pounds(balance)} and put the member back in good standing?` : 'Let the member book until the day you choose, while they settle?'}</p>
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
              {busy ? 'Working…' : asking === 'waive' ? 'Yes, waive' : 'Yes, allow bookings'}
            </button>
            <button type="button" className={button('secondary')} disabled={busy} onClick={() => setAsking(undefined)}>
              Keep as it is
            </button>
          </div>
        </form>
      ) : (
        <div style={{ display: 'flex', gap: 'calc(var(--base, 20px) / 2)', flexWrap: 'wrap' }}>
          <button type="button" className={button('primary')} disabled={!hydrated} onClick={() => setAsking('waive')}>
            Waive {pounds(balance)}
          </button>
          <button type="button" className={button('secondary')} disabled={!hydrated} onClick={() => setAsking('extend')}>
            Allow bookings until…
          </button>
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
