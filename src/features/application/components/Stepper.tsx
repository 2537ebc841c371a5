import Link from 'next/link'

import { APPLICATION_STEPS, canGoToStep, stepHref, type StepFacts, type StepIndex } from '../steps'

/**
 * The five steps (spec 001 section 2). A step is a link only where the spec's rule lets a click go
 * (canGoToStep); the current one carries aria-current="step". Narrow screens show the current
 * step's number and title; wide ones the whole row.
 */
export function Stepper({ current, facts }: { current: StepIndex; facts: StepFacts }) {
  const step = APPLICATION_STEPS[current]
  return (
    <nav aria-label="Application steps" className="border-b border-current/15 pb-4">
      <p className="text-sm tracking-widest tab:hidden" aria-hidden="true">
        {step.label} {step.title}
      </p>
      <ol className="sr-only tab:not-sr-only tab:flex tab:gap-2">
        {APPLICATION_STEPS.map((s) => {
          const isCurrent = s.index === current
          const done = s.index < current
          const label = (
            <>
              <span className="block text-xs tracking-widest">{s.index === 4 ? '5/5' : s.label}</span>
              <span className="block text-sm font-semibold tracking-wider">{s.title}</span>
            </>
          )
          const box = `block min-h-11 flex-1 border-t-4 pt-2 ${isCurrent ? 'border-black' : done ? 'border-black/60' : 'border-black/15 text-black/60'}`
          return (
            <li key={s.index} className="flex-1" aria-current={isCurrent ? 'step' : undefined}>
              {canGoToStep(current, s.index, facts) ? (
                <Link href={stepHref(s.index)} className={`${box} hover:border-black focus-visible:outline-2`}>
                  {label}
                </Link>
              ) : (
                <span className={box}>{label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
