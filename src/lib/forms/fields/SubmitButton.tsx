import type { ReactNode } from 'react'

type Props = { pending: boolean; disabled?: boolean; children: ReactNode; className?: string }

/** The send button: a spinner and aria-busy while sending, and disabled then so it cannot send twice. */
export function SubmitButton({ pending, disabled, children, className }: Props) {
  return (
    <button
      type="submit"
      className={className ?? 'btn btn-dark inline-flex items-center justify-center gap-3 disabled:cursor-not-allowed disabled:opacity-60'}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending ? (
        <span aria-hidden="true" data-spinner="" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      ) : null}
      {children}
      {pending ? <span className="sr-only"> (sending)</span> : null}
    </button>
  )
}
