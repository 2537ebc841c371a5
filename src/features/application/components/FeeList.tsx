import type { ReactNode } from 'react'

import type { FeeQuote } from '@/model/membership-fees'

import { feeRows } from '../fees'

/** What the applicant will pay, shown before the bank's page (decision 052). */
export function FeeList({ quote, corporate = false, children }: { quote: FeeQuote | null; corporate?: boolean; children?: ReactNode }) {
  return (
    <section aria-labelledby="fees-heading" className="flex flex-col gap-3 border border-black p-5">
      <h2 id="fees-heading" className="font-display text-xl uppercase tracking-wide">
        What you will pay
      </h2>
      <dl className="grid gap-x-6 gap-y-2 tab:grid-cols-[10rem_1fr]">
        {feeRows(quote, corporate).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-black/70">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  )
}
