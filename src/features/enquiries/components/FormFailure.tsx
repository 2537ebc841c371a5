import type { FormState } from './form-state'

/** Sending failed as a whole (not a field): the service's own words for too many requests, else the block's message. */
export function FormFailure({ state, apiErrorMessage }: { state: FormState; apiErrorMessage: string }) {
  if (state.status !== 'error' || !state.failure) return null
  return (
    <p role="alert" className="border border-red-700 px-4 py-3 text-sm text-red-700">
      {state.failure.message ?? apiErrorMessage}
    </p>
  )
}
