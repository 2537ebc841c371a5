import Link from 'next/link'
import type { ReactNode } from 'react'

export type AnswerGroup = { title: string; change?: string; rows: [string, ReactNode][] }

/** The summary's answers, each group with a link back to the step that changes it. */
export function AnswersList({ groups }: { groups: AnswerGroup[] }) {
  // An id holds no space (HTML): "What you will pay" is answers-what-you-will-pay.
  const headingId = (title: string) => `answers-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <div className="flex flex-col gap-8">
      {groups.map((g) => (
        <section key={g.title} aria-labelledby={headingId(g.title)} className="border-t border-current/15 pt-4">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id={headingId(g.title)} className="font-display text-xl uppercase tracking-wide">
              {g.title}
            </h2>
            {g.change ? (
              <Link href={g.change} className="min-h-11 py-2 text-sm underline underline-offset-4">
                Change<span className="sr-only"> {g.title.toLowerCase()}</span>
              </Link>
            ) : null}
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 tab:grid-cols-[12rem_1fr]">
            {g.rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm text-black/70">{label}</dt>
                <dd className="break-words whitespace-pre-line">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
