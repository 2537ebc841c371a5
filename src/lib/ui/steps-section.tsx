import type { SectionColour } from '@/lib/fields/content'

import { CmsLink } from './CmsLink'
import { sectionColours } from './colours'
import { asColour, buttonOn, PlainText } from './section-text'

export type Step = { title?: string | null; text?: string | null; id?: string | null }

type Props = {
  title?: string | null
  intro?: string | null
  steps?: Step[] | null
  buttonText?: string | null
  buttonLink?: string | null
  colour?: SectionColour | null
}

/**
 * A numbered list of steps (title and text) with a button after them: the book-a-tour and the
 * corporate-membership steps. Steps without a title are left out; nothing shows without steps.
 */
export function StepsSection({ title, intro, steps, buttonText, buttonLink, colour }: Props) {
  const items = (steps ?? []).filter((s) => s?.title)
  if (!items.length) return null
  const tone = asColour(colour)
  const StepHeading = title ? 'h3' : 'h2'
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[tone]}`}>
      <div className="mx-auto max-w-6xl">
        {title ? <h2 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2> : null}
        <PlainText text={intro} className="mt-6 max-w-3xl" />
        <ol className="mt-10 grid gap-10 tab:grid-cols-2 xl:grid-cols-3">
          {items.map((step, i) => (
            <li key={step.id ?? i} className="flex gap-5">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full border border-current font-display text-xl"
              >
                {i + 1}
              </span>
              <div>
                <StepHeading className="font-display text-xl uppercase tracking-wide">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </StepHeading>
                {step.text ? <p className="mt-2 whitespace-pre-line leading-relaxed">{step.text}</p> : null}
              </div>
            </li>
          ))}
        </ol>
        {buttonText && buttonLink ? (
          <CmsLink href={buttonLink} className={`${buttonOn(tone)} mt-12`}>
            {buttonText}
          </CmsLink>
        ) : null}
      </div>
    </section>
  )
}
