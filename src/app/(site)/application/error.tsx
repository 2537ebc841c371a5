'use client'

import { useEffect } from 'react'

/**
 * A step whose post could not reach the server (the connection dropped) or failed unexpectedly:
 * the spec's save failure, and a way to try again. What was saved before is on the lead; the
 * application reopens where it was (the summary sends the applicant to the first step not done).
 */
export default function ApplicationError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('Application step failed:', error)
  }, [error])
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-6 py-16 tab:px-12">
      <h1 className="font-display text-3xl uppercase tracking-wide">Membership application</h1>
      <p role="alert" className="border border-red-700 p-4 text-red-800">
        We&apos;re sorry. We&apos;re not able to process your request right now. Please try again.
      </p>
      <div className="flex flex-wrap gap-4">
        <button type="button" onClick={reset} className="btn btn-dark min-h-11">
          TRY AGAIN
        </button>
        <a href="/application/summary" className="btn btn-outline min-h-11">
          BACK TO MY APPLICATION
        </a>
      </div>
    </main>
  )
}
