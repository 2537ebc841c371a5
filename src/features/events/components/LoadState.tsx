import { LOAD_FAILED_TEXT, LOADING_TEXT, RETRY_LABEL } from './messages'

/** A failed fetch: the page stays usable and the visitor can ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mt-8 flex flex-col items-start gap-3 border border-current px-5 py-4 tab:flex-row tab:items-center tab:justify-between">
      <p>{LOAD_FAILED_TEXT}</p>
      <button type="button" className="btn btn-outline shrink-0" onClick={onRetry}>
        {RETRY_LABEL}
      </button>
    </div>
  )
}

/** A spinner with words for screen readers; the spin stops under reduced motion. */
export function Loading({ className = '' }: { className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-8 ${className}`}>
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
      <span className="sr-only">{LOADING_TEXT}</span>
    </div>
  )
}
