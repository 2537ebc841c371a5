'use client'

import { useState } from 'react'

import { useHydrated } from '@/lib/forms/useHydrated'

type Props = {
  /** The failed e-mail's row in the outbox. */
  id: number
  /** Asks for it to be sent again; resolves to an error message, or undefined once queued. The staff route by default. */
  resend?: (id: number) => Promise<string | undefined>
}

/** POST /api/outbox/{id}/resend (docs/decisions/042): the answer's error message, if any. */
async function resendByRoute(id: number): Promise<string | undefined> {
  const res = await fetch(`/api/outbox/${id}/resend`, { method: 'POST', credentials: 'include' })
  if (res.ok) return undefined
  const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[] }
  return body.errors?.[0]?.message ?? `Not sent again (${res.status}).`
}

/** An administrator's "Send again" on a failed e-mail: a plain button, busy while it asks, then what happened. */
export function ResendEmail({ id, resend = resendByRoute }: Props) {
  const [state, setState] = useState<{ busy: boolean; done?: boolean; error?: string }>({ busy: false })
  // Until the page runs in the browser the button would do nothing: it says so by being disabled.
  const hydrated = useHydrated()

  const act = async () => {
    setState({ busy: true })
    const error = await resend(id).catch(() => 'The request could not be sent: try again.')
    setState(error ? { busy: false, error } : { busy: false, done: true })
  }

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      {state.done ? null : (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small btn--withoutPopup btn--no-margin"
          disabled={!hydrated || state.busy}
          aria-busy={state.busy || undefined}
          onClick={() => void act()}
        >
          {state.busy ? 'Sending again…' : 'Send again'}
        </button>
      )}
      <span role="status" aria-live="polite">
        {state.done ? 'Queued: it goes out within a minute.' : null}
      </span>
      {state.error ? (
        <span role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {state.error}
        </span>
      ) : null}
    </span>
  )
}
