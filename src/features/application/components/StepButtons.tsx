import Link from 'next/link'

import { SubmitButton } from '@/lib/forms/fields'

/** PREVIOUS (a link, so it never posts) and the step's send button. */
export function StepButtons({ pending, previous, nextText = 'NEXT', disabled }: { pending: boolean; previous?: string; nextText?: string; disabled?: boolean }) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-t border-current/15 pt-6">
      {previous ? (
        <Link href={previous} className="btn btn-outline min-h-11">
          PREVIOUS
        </Link>
      ) : (
        <span />
      )}
      <SubmitButton pending={pending} disabled={disabled}>
        {nextText}
      </SubmitButton>
    </div>
  )
}
