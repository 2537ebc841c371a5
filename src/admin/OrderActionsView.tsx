'use client'

import { useId, useState } from 'react'

import { useHydrated } from '@/lib/forms/useHydrated'

export type OrderAction = 'refund' | 'cancel'

type Props = {
  status: string | null | undefined
  /** Pounds: what was paid, or the order's total. */
  total: number | null | undefined
  /** Runs the action; resolves to an error message, or undefined once done. */
  onAct: (action: OrderAction) => Promise<string | undefined>
}

const button = (style: string) => `btn btn--style-${style} btn--size-medium btn--withoutPopup btn--no-margin`
const pounds = (n: number | null | undefined) => `£${Number(n ?? 0).toFixed(2)}`

const QUESTIONS: Record<OrderAction, (status: string, total: string) => string> = {
  refund: (_s, total) => `Refund ${total} to the buyer’s card and release their seats? The buyer is e-mailed.`,
  cancel: (status) =>
    status === 'paid'
      ? 'Cancel this paid order without refunding it (for example, settled some other way)? Its seats go back on sale. Use Refund to give the money back.'
      : 'Cancel this order? Its checkout is closed and its seats go back on sale.',
}

/** The sales team's actions on one ticket order, each asked once more before it is done. */
export function OrderActionsView({ status, total, onAct }: Props) {
  const [asking, setAsking] = useState<OrderAction>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Until the panel runs in the browser its buttons would do nothing: they say so by being disabled.
  const hydrated = useHydrated()
  const headingId = useId()
  if (status !== 'pending' && status !== 'paid') return null
  const actions: { action: OrderAction; label: string }[] = [
    ...(status === 'paid' ? [{ action: 'refund' as const, label: `Refund ${pounds(total)}` }] : []),
    { action: 'cancel', label: status === 'paid' ? 'Cancel without refund' : 'Cancel order' },
  ]

  const act = async (action: OrderAction) => {
    setBusy(true)
    setError(undefined)
    const failed = await onAct(action).catch(() => 'The request could not be sent: try again.')
    setBusy(false)
    if (failed) setError(failed)
    else setAsking(undefined)
  }

  return (
    <section aria-labelledby={headingId} style={{ border: '1px solid var(--theme-elevation-150)', padding: 'var(--base, 20px)', marginBottom: 'var(--base, 20px)' }}>
      <h3 id={headingId} style={{ marginTop: 0 }}>
        {status === 'paid' ? 'Refund or cancel' : 'Awaiting payment'}
      </h3>
      {asking ? (
        <div role="group" aria-label="Confirm">
          <p>{QUESTIONS[asking](status, pounds(total))}</p>
          <div style={{ display: 'flex', gap: 'calc(var(--base, 20px) / 2)', flexWrap: 'wrap' }}>
            <button type="button" className={button('primary')} disabled={busy} aria-busy={busy || undefined} onClick={() => void act(asking)}>
              {busy ? 'Working…' : asking === 'refund' ? 'Yes, refund' : 'Yes, cancel'}
            </button>
            <button type="button" className={button('secondary')} disabled={busy} onClick={() => setAsking(undefined)}>
              Keep the order
            </button>
          </div>
        </div>
      ) : (
        <div style={{ display: 'flex', gap: 'calc(var(--base, 20px) / 2)', flexWrap: 'wrap' }}>
          {actions.map((a) => (
            <button key={a.action} type="button" className={button(a.action === 'refund' ? 'primary' : 'secondary')} disabled={!hydrated} onClick={() => setAsking(a.action)}>
              {a.label}
            </button>
          ))}
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
