import Link from 'next/link'

import { CORPORATE_STEPS, corporateStepClickable, corporateStepCounter, corporateStepHref, type CorporateFacts, type CorporateStep } from '../steps'

/**
 * The wizard's navigation (spec 001 section 2): back and forward arrows with "0N / 06" on mobile
 * and tablet, numbered circles on desktop. A step is a link only where the spec's rule lets a
 * click go; the current one carries aria-current="step".
 */
export function CorporateStepper({ current, facts }: { current: CorporateStep; facts: CorporateFacts }) {
  const back = current > 1 ? ((current - 1) as CorporateStep) : null
  const forward = current < 6 ? ((current + 1) as CorporateStep) : null
  const arrow = (target: CorporateStep | null, label: string, glyph: string) =>
    target && corporateStepClickable(current, target, facts) ? (
      <Link href={corporateStepHref(target)} aria-label={label} className="flex size-11 items-center justify-center border border-current">
        <span aria-hidden="true">{glyph}</span>
      </Link>
    ) : (
      <span aria-hidden="true" className="flex size-11 items-center justify-center border border-current/20 text-black/30">
        {glyph}
      </span>
    )
  return (
    <nav aria-label="Application steps" className="border-b border-current/15 pb-4">
      <div className="flex items-center justify-between gap-4 xl:hidden">
        {arrow(back, `Back to step ${back}: ${back ? CORPORATE_STEPS[back - 1]!.title.toLowerCase() : ''}`, '←')}
        <p className="text-center text-sm tracking-widest">
          <span className="block">{corporateStepCounter(current)}</span>
          <span className="block font-semibold">{CORPORATE_STEPS[current - 1]!.title}</span>
        </p>
        {arrow(forward, `On to step ${forward}: ${forward ? CORPORATE_STEPS[forward - 1]!.title.toLowerCase() : ''}`, '→')}
      </div>
      <ol className="sr-only xl:not-sr-only xl:flex xl:items-start xl:justify-between xl:gap-2">
        {CORPORATE_STEPS.map((s) => {
          const isCurrent = s.step === current
          const circle = `flex size-11 shrink-0 items-center justify-center rounded-full border-2 ${isCurrent ? 'border-black bg-black text-white' : s.step < current ? 'border-black' : 'border-black/20 text-black/50'}`
          const body = (
            <>
              <span className={circle}>{s.step}</span>
              <span className="text-xs font-semibold tracking-wider">{s.title}</span>
            </>
          )
          return (
            <li key={s.step} className="flex-1" aria-current={isCurrent ? 'step' : undefined}>
              {corporateStepClickable(current, s.step, facts) ? (
                <Link href={corporateStepHref(s.step)} className="flex flex-col items-center gap-2 text-center hover:underline">
                  {body}
                </Link>
              ) : (
                <span className="flex flex-col items-center gap-2 text-center">{body}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
